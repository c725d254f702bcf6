import { test as base } from '../support/consent.ts';
import { startOutsideProvidersWorld, type OutsideProvidersWorld } from '../support/outside-providers-world.ts';

/**
 * The outside systems' journeys' test: `outside` is the fakes and the server with the real
 * adapters, started once per worker and stopped after it; every page talks to that server.
 */
export const test = base.extend<object, { outside: OutsideProvidersWorld }>({
  outside: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const world = await startOutsideProvidersWorld();
      try {
        await use(world);
      } finally {
        await world.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ outside }, use) => use(outside.baseURL),
});

export { expect } from '@playwright/test';
