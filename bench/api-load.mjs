// API throughput and latency with autocannon (50 connections, 10 s, loopback), each figure also
// as a ratio to a bare Fastify route measured in the same run. Server memory (RSS) at idle and peak.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sandboxLogin } from '../scripts/sandbox-login.mjs';

const root = join(import.meta.dirname, '..');
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function readRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitForServer(url, child) {
  for (let attempt = 0; attempt < 720; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`server at ${url} did not start`);
}

function startProcess(args, env) {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

function runLoad(url, body) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function summarize(result) {
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Measures the bare baseline, then PERSONAL_DATA on the given database. */
export async function measureApi({ databaseUrl, label, port }) {
  const bare = startProcess(['bench/bare-server.mjs'], { PORT: String(port + 1) });
  await waitForServer(`http://127.0.0.1:${port + 1}/bare`, bare);
  const baseline = summarize(await runLoad(`http://127.0.0.1:${port + 1}/bare`, {}));
  bare.kill('SIGTERM');

  const dataDir = `/tmp/hall-bench-${process.pid}-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = startProcess(['--import', 'tsx', 'apps/server/src/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseUrl}/sandbox/api/sms`, server);
    const token = await sandboxLogin('o_demo_zhangwei', baseUrl);
    const idleRss = readRssMiB(server.pid);
    const personalData = summarize(await runLoad(`${baseUrl}/api/wechat/memberInfo`, { token }));
    const peakRss = readRssMiB(server.pid);
    return { label, baseline, operations: { PERSONAL_DATA: personalData }, idleRss, peakRss };
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
