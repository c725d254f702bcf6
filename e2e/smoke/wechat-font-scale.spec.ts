import { expect, test } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';

test("inside WeChat the hall keeps WeChat's font setting from scaling the page, also after the menu changes it", async ({ page }) => {
  // WeChat's JS bridge, as its web view offers it: it arrives after the page and announces itself.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    const handlers: Record<string, () => void> = {};
    Object.assign(window, { bridgeCalls: calls, bridgeHandlers: handlers });
    setTimeout(() => {
      Object.assign(window, {
        WeixinJSBridge: {
          invoke: (name: string, args: unknown) => calls.push({ name, args }),
          on: (event: string, handler: () => void) => (handlers[event] = handler),
        },
      });
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    }, 300);
  });
  await logInAs(page, '张伟', '/Recharge');
  const expected = { name: 'setFontSizeCallback', args: { fontSize: 0 } };
  await expect.poll(() => page.evaluate(() => (window as unknown as { bridgeCalls: unknown[] }).bridgeCalls)).toEqual([expected]);

  await page.evaluate(() => (window as unknown as { bridgeHandlers: Record<string, () => void> }).bridgeHandlers['menu:setfont']?.());
  expect(await page.evaluate(() => (window as unknown as { bridgeCalls: unknown[] }).bridgeCalls)).toEqual([expected, expected]);

  // The hall notice's hotline dials on tap.
  await expect(page.locator('.hall-notice a[href^="tel:"]').first()).toBeVisible();
});
