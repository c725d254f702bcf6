import { expect, test, type Page } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';

// A page whose data did not load offers 重新加载 in place, and the hall and the lists refresh when
// pulled down: the person no longer has to leave and come back.

/** Logs in and waits until the app is back on the page with its token stored. */
async function signIn(page: Page, nickname: string, path: string): Promise<void> {
  await logInAs(page, nickname, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('code'));
}

/** Cuts the connection of every request to `path` until the returned function is called. */
async function failRequests(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}`;
  await page.route(pattern, (route) => route.abort('connectionreset'));
  return () => page.unroute(pattern);
}

/** A finger pulling the page down from `fromY` by `distance` pixels, then letting go. */
async function pullDown(page: Page, fromY: number, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 180, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fromY) });
  for (let moved = 10; moved <= distance; moved += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(fromY + moved) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a usage query that failed to load comes back through 重新加载', async ({ page }) => {
  await signIn(page, '张伟', '/balance');
  const restore = await failRequests(page, '/api/wechat/queryPackageBalance');
  await page.goto('/setMeal');
  await expect(page.getByText('查询失败', { exact: true })).toBeVisible();
  await expect(page.getByText('系统更新中，请稍后重试...').first()).toBeVisible();
  await restore();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('标准卡A套餐').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
});

test("the hall's Recharge tab that failed to load comes back by pulling it down", async ({ page }) => {
  await signIn(page, '张伟', '/balance');
  const restore = await failRequests(page, '/api/wechat/product');
  await page.goto('/Recharge');
  await expect(page.getByText('商品加载失败', { exact: true })).toBeVisible();
  await expect(page.getByText(/下拉刷新或重新进入/)).toHaveCount(0);
  await restore();
  const failed = await page.getByText('商品加载失败', { exact: true }).boundingBox();
  await pullDown(page, Math.round(failed?.y ?? 300), 200);
  await expect(page.getByRole('radiogroup', { name: '话费充值' })).toBeVisible();
  await expect(page.getByText('商品加载失败', { exact: true })).toHaveCount(0);
});
