import { test as base } from '../support/consent.ts';
import { startWechatWorld, type WechatWorld } from '../support/fake-wechat-world.ts';

/**
 * The WeChat journeys' test: `wechat` is the fake WeChat and the wechat-provider server, started
 * once per worker and stopped after it; every page of the journey talks to that server.
 */
export const test = base.extend<object, { wechat: WechatWorld }>({
  wechat: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const world = await startWechatWorld();
      try {
        await use(world);
      } finally {
        await world.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ wechat }, use) => use(wechat.baseURL),
});

export { expect } from '@playwright/test';
