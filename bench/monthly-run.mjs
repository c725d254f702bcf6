// The monthly run over BENCH_MONTHLY_RUN_NUMBERS (default 100,000) numbers on the PostgreSQL
// server, beside its floor measured in the same run (see README, part 6).
import { spawnSync } from 'node:child_process';
import { root } from './server-process.mjs';

export function measureMonthlyRun({ postgres }) {
  const numbers = Number(process.env.BENCH_MONTHLY_RUN_NUMBERS ?? 100_000);
  const databaseUrl = postgres.createDatabase('hall_monthly_run');
  const worker = spawnSync(process.execPath, ['--import', 'tsx', 'bench/monthly-run-worker.mjs', databaseUrl, String(numbers)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (worker.status !== 0) {
    throw new Error(`monthly run bench failed: ${worker.stderr.slice(-4000)}`);
  }
  return JSON.parse(worker.stdout.trim().split('\n').pop());
}
