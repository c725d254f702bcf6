import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('the menu page links the activity mall and the member centre; activity detail HTML is safe', async ({ page }) => {
  await logInAs(page, '张伟', '/mp');
  for (const group of ['营业厅', '活动商城', '会员中心']) {
    await expect(page.getByText(group, { exact: true })).toBeVisible();
  }
  // Buying a number chooses one from the dealers' stock (e2e/number-pool/), not the dealers' login.
  await page.getByText('号码购买', { exact: true }).click();
  await expect(page).toHaveURL(/\/numberPurchase$/);
  await expect(page.getByRole('heading', { name: '号码购买' })).toBeVisible();
  await page.goto('/mp');
  await page.getByText('精彩活动', { exact: true }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await page.getByRole('button', { name: /新用户首充有礼/ }).click();
  await expect(page).toHaveURL(/\/activityDetails\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '新用户首充有礼' })).toBeVisible();
  await expect(page.getByText('50元及以上')).toBeVisible();
  await expect(page.locator('.activity-detail-body script, .activity-detail-body [onerror]')).toHaveCount(0);
  await saveScreenshot(page, 'activity-detail', { fullPage: true });

  await page.goto('/transfer');
  await page.getByText('积分商城', { exact: true }).click();
  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
  await page.goto('/transfer');
  await page.getByText('在线客服', { exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/chat\?/);
  await page.goto('/transfer');
  await page.getByText('清除登录信息', { exact: true }).click();
  await expect(page.getByText('登录信息已清除')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
