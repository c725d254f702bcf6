import { expect, test, type Page } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';

// A member record that did not load is not "not bound": my points shows the error and 重新加载,
// never 您还未绑定手机号 / 去绑定, and 重新加载 brings the points back.

async function signIn(page: Page, nickname: string, path: string): Promise<void> {
  await logInAs(page, nickname, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0] && !url.searchParams.has('code'));
}

test('my points of a bound subscriber whose member record failed to load: the error, then 重新加载', async ({ page }) => {
  await signIn(page, '张伟', '/integral/myPoints');
  await expect(page.getByTestId('my-points')).toBeVisible();
  await page.route('**/api/wechat/memberInfo', (route) => route.abort('connectionreset'));
  await page.goto('/integral/myPoints');
  await expect(page.getByText('积分加载失败', { exact: true })).toBeVisible();
  await expect(page.getByText('您还未绑定手机号')).toHaveCount(0);
  await expect(page.getByText('去绑定')).toHaveCount(0);
  await page.unroute('**/api/wechat/memberInfo');
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByTestId('my-points')).toHaveText(/^\d+$/);
});
