import { expect, test } from '../support/consent.ts';

test('a failed LOGIN opens the page without a login instead of going back to WeChat authorisation', async ({ page }) => {
  const authorisations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/wechat/authorize')) {
      authorisations.push(request.url());
    }
  });

  // An authorisation code WeChat no longer honours, as a web view returning late brings it.
  await page.goto('/personal?code=stale-code&state=stale-state');
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByText('请选择一个演示微信用户')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The page's not-logged-in state: its calls answer -101, which offers 去登录.
  await expect(page.getByRole('button', { name: '去登录' }).first()).toBeVisible();
  // The page stays: no redirect to authorisation follows.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/personal$/);
  expect(authorisations).toEqual([]);
});
