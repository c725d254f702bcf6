#!/usr/bin/env node
// Runs the server suite a second time on a real PostgreSQL server when TEST_POSTGRES_SERVER_URL
// names one (`.ci/run` starts it); each test file creates and drops its own database there. The
// first run (test:unit) never sees that variable, so it stays on embedded PGlite. Further arguments
// go to vitest (the suite's runner adds its JSON report).
import { spawnSync } from 'node:child_process';

const serverUrl = process.env.TEST_POSTGRES_SERVER_URL;
if (!serverUrl) {
  console.log('test:postgres skipped: set TEST_POSTGRES_SERVER_URL=postgres://user@host:port/postgres to run the server suite on PostgreSQL.');
  process.exit(0);
}
console.log('Running the server suite on PostgreSQL');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--project', 'server-module-mocks', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: serverUrl },
});
process.exit(result.status ?? 1);
