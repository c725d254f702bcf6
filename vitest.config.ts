import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Files that replace a module with vi.mock: they need a module graph of their own. */
const SERVER_FILES_THAT_MOCK_MODULES = ['src/platform/login-lockout.test.ts', 'src/features/agent/captcha-image.test.ts'];

/**
 * Web files that make a module's import fail (a vi.mock factory that throws): in a VM context the
 * failure does not reach the importer, so they run in plain worker threads.
 */
const WEB_FILES_THAT_FAIL_IMPORTS = ['src/shared/api/subscriber-client-endpoints.test.ts'];

const webSuite = {
  root: 'apps/web',
  environment: 'happy-dom',
  setupFiles: ['src/shared/testing/node-globals-in-vm.ts', 'src/shared/testing/unmount-after-each-test.ts', 'src/shared/testing/load-tolerant-waits.ts'],
  // A page test that waits on antd under a loaded CI machine took over the default 5 s.
  testTimeout: 20_000,
} as const;

const serverSuite = {
  root: 'apps/server',
  environment: 'node',
  include: ['src/**/*.test.ts'],
  globalSetup: ['src/test/migrated-template.global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // One worker per core: the main process waits while they run (vitest's default leaves a core
    // to it, which on a 2-core CI machine is one worker for the whole suite).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'architecture', root: 'scripts', environment: 'node', include: ['*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...serverSuite,
          name: 'server',
          exclude: SERVER_FILES_THAT_MOCK_MODULES,
          // The server's files share one module graph per worker: each file builds its own apps
          // on its own database, so nothing but code is shared, and Fastify, drizzle, zod and
          // PGlite's compiled WebAssembly load once per worker instead of once per file (half
          // the server suite's time).
          isolate: false,
        },
      },
      { test: { ...serverSuite, name: 'server-module-mocks', include: SERVER_FILES_THAT_MOCK_MODULES } },
      {
        test: {
          ...webSuite,
          name: 'web',
          // Each file in a VM context of a worker that stays up: happy-dom and the libraries load
          // once per worker, not once per file (82 s instead of 166 s for this project here).
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_FILES_THAT_FAIL_IMPORTS,
        },
      },
      { test: { ...webSuite, name: 'web-failed-imports', pool: 'threads', include: WEB_FILES_THAT_FAIL_IMPORTS } },
    ],
  },
});
