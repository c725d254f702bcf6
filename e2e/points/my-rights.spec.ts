import { expect, test } from '@playwright/test';
import { expectAccessibleInBothModes } from '../support/axe.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 我的权益 from 服务导航 › 会员中心, as the bound demo member 张伟: what the number holds this month.
// Other journeys of a whole run change his points, packs and caller services, so this one checks
// what stays: the four sections, 来电显示 (open in the demo and not cancellable in the hall), and
// where the links lead.

test('服务导航 › 我的权益 shows the allowances, points and sign-in, caller services and offers of the bound number', async ({ page }) => {
  await logInAs(page, '张伟', '/transfer');
  await expect(page.getByRole('heading', { name: '服务导航' })).toBeVisible();
  await page.getByText('我的权益', { exact: true }).click();
  await expect(page).toHaveURL(/\/myRights$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的权益' })).toBeVisible();

  const allowances = page.getByRole('region', { name: /^\d{4}年\d{1,2}月套餐余量$/ });
  await expect(allowances).toBeVisible();
  await expect(allowances.getByText(/^当前套餐：/)).toBeVisible();
  await expect(allowances.getByText(/^剩余/).first()).toBeVisible();

  const points = page.getByRole('region', { name: '积分与签到' });
  await expect(points.getByTestId('rights-current-points')).toHaveText(/^\d+$/);
  await expect(points.getByText(/^(今日已签到|今日未签到，签到可得\d+积分)$/)).toBeVisible();

  const caller = page.getByRole('region', { name: '来电业务' });
  const display = caller.getByRole('listitem').filter({ hasText: '来电显示' });
  await expect(display.getByText('生效中')).toBeVisible();
  await expect(display.getByText(/^月功能费：/)).toBeVisible();

  const offers = page.getByRole('region', { name: '在订业务' });
  await expect(offers.getByText('套餐', { exact: true }).first()).toBeVisible();
  await expect(offers.getByText('生效中').first()).toBeVisible();
  await saveScreenshot(page, 'my-rights', { fullPage: true });
  await expectAccessibleInBothModes(page);

  // The caller service is managed on its own page; points in the points mall.
  await display.getByRole('link', { name: '管理来电显示' }).click();
  await expect(page).toHaveURL(/\/PackageOpen\?type=2$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/myRights$/);
  await page.getByRole('region', { name: '积分与签到' }).getByRole('link', { name: '积分商城' }).click();
  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
});
