// npm test: every stage of the suite in turn (lint and typecheck together, unit tests, the server suite on
// PostgreSQL, build, journeys), each timed; it stops at the first that fails, and ends with the
// table of stages and the slowest test files and journeys (.ci/run prints it once, after the faults).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, runCommand, runStage } from './stages.mjs';

const vitestReport = (run) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(RESULTS_DIR, `vitest-${run}.json`)}`];

/**
 * The journeys in one run: its workers each have a server of their own (e2e/support/journey-servers.ts).
 */
const runJourneys = () =>
  runCommand('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { E2E_JSON_REPORT: path.join(RESULTS_DIR, 'playwright-journeys.json') });

/** Both at once: each is one Node process, so on two cores they take the time of the longer. */
const lintAndTypecheck = async () => {
  const exitCodes = await Promise.all([runCommand('npm', ['run', '-s', 'lint']), runCommand('npm', ['run', '-s', 'typecheck'])]);
  return Math.max(...exitCodes);
};

const stages = [
  ['lint and typecheck', lintAndTypecheck],
  ['unit and API tests', () => runCommand('npx', ['vitest', 'run', ...vitestReport('unit')])],
  ['server suite on PostgreSQL', () => runCommand('node', ['scripts/test-postgres.mjs', ...vitestReport('postgres')])],
  ['build', () => runCommand('npm', ['run', '-s', 'build'])],
  ['journeys', runJourneys],
];

// Under .ci/run (SUITE_REPORT_LATER), the install stage is already recorded and the faults follow.
const isPartOfCi = Boolean(process.env.SUITE_REPORT_LATER);
if (!isPartOfCi) {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
}
// `npm test -- --only=journeys` runs one stage (after a build, say).
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
let exitCode = 0;
for (const [stage, work] of stages.filter(([stage]) => !only || stage === only)) {
  exitCode = await runStage(stage, work);
  if (exitCode !== 0) {
    break;
  }
}
if (!isPartOfCi) {
  await runCommand('node', [path.join(import.meta.dirname, 'report.mjs')]);
}
process.exit(exitCode);
