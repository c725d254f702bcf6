// Start: the time from starting a command to the first answered request, each a fresh process.
// `npm start` (build, then serve: what a person runs on an installed checkout, fresh database),
// the server alone on a fresh embedded database (migrations and demo data) and on an existing one
// (a restart), against the bare Fastify process started the same way.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { root, startNode, stopProcess, waitForAnswer } from './server-process.mjs';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const median = (values) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)];

async function timeToAnswer(start, url, stop = stopProcess) {
  const started = performance.now();
  const child = start();
  try {
    await waitForAnswer(url, child, 600_000);
    return (performance.now() - started) / 1000;
  } finally {
    await stop(child);
  }
}

/** npm runs the server as a grandchild: stop the process group this bench started for it. */
async function stopGroup(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
  // Give the server (the group's last member) a moment to close its database.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      process.kill(-child.pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      return;
    }
  }
}

export async function measureStart({ port }) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `/tmp/hall-bench-start-${process.pid}`;
  const serverEnv = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base };
  const bare = [];
  const freshServe = [];
  const restartServe = [];
  for (let run = 0; run < RUNS; run += 1) {
    bare.push(await timeToAnswer(() => startNode(['bench/bare-server.mjs'], { PORT: String(port) }), `${base}/bare`));
    rmSync(dataDir, { recursive: true, force: true });
    freshServe.push(await timeToAnswer(() => startNode(['--import', 'tsx', 'apps/server/src/main.ts'], serverEnv), `${base}/`));
    restartServe.push(await timeToAnswer(() => startNode(['--import', 'tsx', 'apps/server/src/main.ts'], serverEnv), `${base}/`));
  }
  // npm start once: it builds the app first (the longest part), then serves on a fresh database.
  rmSync(dataDir, { recursive: true, force: true });
  const npmStart = await timeToAnswer(
    () => spawn('npm', ['start', '--silent'], { cwd: root, env: { ...process.env, ...serverEnv }, stdio: 'ignore', detached: true }),
    `${base}/`,
    stopGroup,
  );
  rmSync(dataDir, { recursive: true, force: true });
  return { bare: median(bare), freshServe: median(freshServe), restartServe: median(restartServe), npmStart, runs: RUNS };
}
