#!/usr/bin/env node
// Runs the server suite a second time on a real PostgreSQL server when TEST_DATABASE_URL names
// one (`.ci/run` starts it); each test file creates and drops its own database there.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('test:postgres skipped: set TEST_DATABASE_URL=postgres://user@host:port/postgres to run the server suite on PostgreSQL.');
  process.exit(0);
}
console.log('Running the server suite on PostgreSQL');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
