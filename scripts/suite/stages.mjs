// One record per stage of the suite, appended to a JSON-lines file that the report reads: npm test
// writes its stages there, and .ci/run adds the install and the fault tests around it.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../../test-results/suite');
export const TIMINGS_FILE = path.join(RESULTS_DIR, 'stages.jsonl');

/** Runs one command with the terminal, resolving to its exit code (a signal counts as 1). */
export function runCommand(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Records how long a stage took and whether it passed. */
export function recordStage(stage, seconds, exitCode) {
  mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
  appendFileSync(TIMINGS_FILE, `${JSON.stringify({ stage, seconds: Math.round(seconds), passed: exitCode === 0 })}\n`);
}

/** Runs the stage's work (one or more commands at once) and records it; resolves to its exit code. */
export async function runStage(stage, work) {
  const startedAt = performance.now();
  console.log(`\n=== ${stage}`);
  const exitCode = await work();
  recordStage(stage, (performance.now() - startedAt) / 1000, exitCode);
  return exitCode;
}
