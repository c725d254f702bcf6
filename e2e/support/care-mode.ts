import { expect, type Page } from '@playwright/test';

/**
 * Switches care mode (关怀模式) for the subscriber logged in on this page, as the /personal switch
 * does (SET_CARE_MODE with the stored token), and reloads so the page paints in that mode.
 */
export async function switchCareMode(page: Page, on: boolean): Promise<void> {
  const answer = await page.evaluate(async (enabled) => {
    const response = await fetch('/api/wechat/careMode', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled, token: window.localStorage.getItem('token') }),
    });
    return (await response.json()) as { code: number; data?: { careMode: boolean } };
  }, on);
  expect(answer, 'SET_CARE_MODE').toMatchObject({ code: 1, data: { careMode: on } });
  await page.evaluate((enabled) => {
    if (enabled) {
      window.localStorage.setItem('careMode', '1');
    } else {
      window.localStorage.removeItem('careMode');
    }
  }, on);
  await page.reload();
  await expect.poll(() => page.locator('html').getAttribute('data-care-mode')).toBe(on ? 'on' : null);
}
