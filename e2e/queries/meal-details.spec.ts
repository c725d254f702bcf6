import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';

/** Logs in and waits until the app is back on the page with its token stored. */
async function signIn(page: Page, nickname: string, path: string): Promise<void> {
  await logInAs(page, nickname, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('code'));
}

test('the package on /setMeal opens its details: name and rules', async ({ page }) => {
  await signIn(page, '张伟', '/setMeal');
  await page.getByRole('link', { name: '标准卡A套餐 套餐详情' }).click();
  await expect(page).toHaveURL(/\/mealDetails\?id=PKG_STD_A$/);
  await expect(page.getByRole('heading', { name: '标准卡A套餐' })).toBeVisible();
  await expect(page.getByText('标准卡A套餐：月费19元，含国内通话100分钟、国内流量10GB、短信50条。')).toBeVisible();
  await expect(page.getByText('套外国内通话0.15元/分钟，短信0.1元/条。')).toBeVisible();
});

test('the package in the number information on /personal opens its details too', async ({ page }) => {
  await signIn(page, '张伟', '/personal');
  await page.getByText('当前套餐', { exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/mealDetails\?id=PKG_STD_A$/);
  await expect(page.getByRole('heading', { name: '标准卡A套餐' })).toBeVisible();
});

test('package rules are cleaned in the browser too: a handler that got through never runs', async ({ page }) => {
  await signIn(page, '张伟', '/setMeal');
  // As if a bad record slipped past the server's sanitiser.
  await page.route('**/api/wechat/package', (route) =>
    route.fulfill({
      json: { code: 1, msg: '成功', data: { packageName: '标准卡A套餐', prodOfferDesc: '<p>规则正文</p><img src="x" onerror="window.__ranHandler = true">' } },
    }),
  );
  await page.goto('/mealDetails?id=PKG_STD_A');
  await expect(page.getByText('规则正文')).toBeVisible();
  await expect(page.locator('.meal-rules img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __ranHandler?: boolean }).__ranHandler)).toBeUndefined();
});

test('/mealDetails without a login says 请登录', async ({ page }) => {
  // A stored token the server no longer knows: the session is gone, so the person is not logged in.
  await page.goto('/sandbox/api/sms');
  await page.evaluate(() => localStorage.setItem('token', 'a-token-from-an-ended-session'));
  await page.goto('/mealDetails?id=PKG_STD_A');
  await expect(page.getByText('请登录', { exact: true })).toBeVisible();
  await expect(page.getByText('标准卡A套餐')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
