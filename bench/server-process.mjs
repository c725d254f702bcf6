// Starting and watching the real server (and the bare baseline) for the benchmarks: each in its
// own process on loopback, its memory read from /proc.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isServerBuildFresh } from '../scripts/build-server.mjs';

export const root = join(import.meta.dirname, '..');

/** The compiled server (what production runs), built first when missing or older than its sources. */
export function ensureServerBuild() {
  if (!isServerBuildFresh()) {
    console.log('(server build missing or older than its sources: running scripts/build-server.mjs first)');
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
}

/** Resident memory of a process in MiB (0 once it is gone). */
export function readRssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** How long a process is left without requests before its idle RSS is read. */
export const IDLE_QUIET_MS = 60_000;

/**
 * RSS once the process has had no requests for `quietMs`: V8's memory reducer gives back the young
 * generation and start-up garbage some 20-45 s after the last allocation, so a figure read just
 * after start is the start's, not the idle server's.
 */
export async function idleRssMiB(pid, quietMs = IDLE_QUIET_MS) {
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  return readRssMiB(pid);
}

/** Samples a process's RSS every 100 ms until stopped; answers the largest value seen. */
export function watchPeakRss(pid) {
  let peak = readRssMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, readRssMiB(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, readRssMiB(pid));
  };
}

/** Polls `url` until it answers (any status); rejects when the process exits first. */
export async function waitForAnswer(url, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Polls /readyz until it answers 200: a server that has just opened a large embedded database
 * sheds load for a moment (its start lagged the event loop), and a measurement must not begin there.
 */
async function waitForReady(baseUrl, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`process exited with ${child.exitCode} before ${baseUrl}/readyz answered 200`);
    }
    const response = await fetch(`${baseUrl}/readyz`);
    last = await response.text();
    if (response.status === 200) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl}/readyz did not answer 200 within ${timeoutMs / 1000} s: ${last.slice(0, 200)}`);
}

export function startNode(args, env = {}) {
  return spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The bare baseline: a Fastify POST route answering a small JSON object, in its own process. */
export async function startBareServer(port) {
  const child = startNode(['bench/bare-server.mjs'], { PORT: String(port) });
  await waitForAnswer(`http://127.0.0.1:${port}/bare`, child);
  return { url: `http://127.0.0.1:${port}/bare`, pid: child.pid, stop: () => stopProcess(child) };
}

/**
 * The real server with sandbox providers on loopback, from its sources through tsx or, with
 * `compiled`, the build `npm run serve` runs. Embedded database in a fresh folder unless
 * `databaseUrl` names a PostgreSQL server.
 */
export async function startHallServer({ port, databaseUrl, dataDir, serveWeb = false, keepData = false, compiled = false, env = {} }) {
  const folder = dataDir ?? `/tmp/hall-bench-${process.pid}-${port}`;
  if (!keepData) {
    rmSync(folder, { recursive: true, force: true });
  }
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // `compiled`: plain node on the server build (apps/server/dist), as production runs it.
  const entry = compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = startNode([...nodeArgs, ...entry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: folder,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The bench logs in many times from one address.
    SMS_MAX_PER_IP_PER_HOUR: '100000',
    ...(serveWeb ? {} : { WEB_DIST_DIR: '' }),
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${baseUrl}/sandbox/api/sms`, child);
  await waitForReady(baseUrl, child);
  return {
    baseUrl,
    pid: child.pid,
    dataDir: folder,
    stop: async ({ removeData = !keepData } = {}) => {
      await stopProcess(child);
      if (removeData && !databaseUrl) {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
