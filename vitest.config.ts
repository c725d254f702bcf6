import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/migrated-template.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/shared/testing/unmount-after-each-test.ts'],
        },
      },
    ],
  },
});
