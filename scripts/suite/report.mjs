// Prints what the suite cost: a table of its stages and minutes, then the ten slowest test files
// (unit and server suites, from vitest's JSON reports) and the ten slowest journeys (Playwright's).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, TIMINGS_FILE } from './stages.mjs';

const minutes = (seconds) => (seconds / 60).toFixed(1);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function printStages() {
  if (!existsSync(TIMINGS_FILE)) {
    return;
  }
  const stages = readFileSync(TIMINGS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  const width = Math.max(...stages.map((stage) => stage.stage.length), 'total'.length) + 2;
  console.log(`\n${'stage'.padEnd(width)}minutes`);
  for (const stage of stages) {
    console.log(`${stage.stage.padEnd(width)}${minutes(stage.seconds).padStart(7)}${stage.passed ? '' : '  FAILED'}`);
  }
  console.log(`${'total'.padEnd(width)}${minutes(total).padStart(7)}`);
}

/** Files of vitest's JSON reports: one entry per test file and run (the server suite runs twice). */
function testFileDurations() {
  const files = [];
  for (const name of readdirSync(RESULTS_DIR).filter((file) => file.startsWith('vitest-') && file.endsWith('.json'))) {
    const run = name.slice('vitest-'.length, -'.json'.length);
    for (const result of readJson(path.join(RESULTS_DIR, name))?.testResults ?? []) {
      files.push({ name: `${path.relative(process.cwd(), result.name)} (${run})`, seconds: (result.endTime - result.startTime) / 1000 });
    }
  }
  return files;
}

/** Journeys of Playwright's JSON reports, with the time of every try. */
function journeyDurations() {
  const journeys = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration / 1000, 0);
      journeys.push({ name: `${file ?? suite.file} › ${spec.title}`, seconds });
    }
    for (const child of suite.suites ?? []) {
      visit(child, file ?? suite.file);
    }
  };
  for (const name of readdirSync(RESULTS_DIR).filter((file) => file.startsWith('playwright-') && file.endsWith('.json'))) {
    for (const suite of readJson(path.join(RESULTS_DIR, name))?.suites ?? []) {
      visit(suite);
    }
  }
  return journeys;
}

function printSlowest(title, entries) {
  if (entries.length === 0) {
    return;
  }
  console.log(`\n${title}`);
  for (const entry of entries.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${entry.seconds.toFixed(1).padStart(7)} s  ${entry.name}`);
  }
}

printStages();
if (existsSync(RESULTS_DIR)) {
  printSlowest('ten slowest test files', testFileDurations());
  printSlowest('ten slowest journeys', journeyDurations());
}
