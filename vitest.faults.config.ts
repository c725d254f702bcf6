import { defineConfig } from 'vitest/config';

// npm run test:faults: the real server as a child process against a throw-away PostgreSQL
// cluster, under load, SIGTERM, a lost or stalled database, hung outside systems and kill -9
// (issue 12, items 11-15). One scenario at a time: they stop the shared database and load the
// machine. FAULTS_MIXED_LOAD_SECONDS sets the mixed-load duration (default 600), FAULTS_FLEET_SECONDS
// the fleet scenario's (two instances behind haproxy, one killed mid-load; default 120).
export default defineConfig({
  test: {
    name: 'faults',
    root: 'apps/server',
    environment: 'node',
    include: ['src/faults/**/*.fault.ts'],
    globalSetup: ['src/faults/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    hookTimeout: 5 * 60_000,
    reporters: ['verbose'],
  },
});
