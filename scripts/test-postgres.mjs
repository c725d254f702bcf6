#!/usr/bin/env node
// Runs the server suite's database tests a second time on a real PostgreSQL server when
// TEST_POSTGRES_SERVER_URL names one (`.ci/run` starts it); each test file creates and drops its own
// database there. The first run (test:unit) never sees that variable, so it stays on embedded PGlite.
// Further arguments go to vitest (the suite's runner adds its JSON report).
//
// Only the files that open a database run again: those importing, directly or through other
// modules, the test database or the migrated template (vitest finds them from the imports). The
// others (pure logic, the providers against their fakes, the embedded folder's lock) do the same
// on either engine, so a second run would only repeat the first.
import { spawnSync } from 'node:child_process';

const DATABASE_OPENERS = ['apps/server/src/test/test-database.ts', 'apps/server/src/test/migrated-template.ts'];

const serverUrl = process.env.TEST_POSTGRES_SERVER_URL;
if (!serverUrl) {
  console.log('test:postgres skipped: set TEST_POSTGRES_SERVER_URL=postgres://user@host:port/postgres to run the server suite on PostgreSQL.');
  process.exit(0);
}
console.log('Running the server suite’s database tests on PostgreSQL');
const result = spawnSync(
  'npx',
  ['vitest', 'related', '--run', ...DATABASE_OPENERS, '--project', 'server', '--project', 'server-module-mocks', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: serverUrl },
  },
);
process.exit(result.status ?? 1);
