import { expect, test } from '@playwright/test';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('signs in once a day, exchanges with enough points and sees the order and the detail', async ({ page }) => {
  await logInAs(page, '张伟', '/integral');
  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
  const points = page.getByTestId('current-points');
  await expect(points).toHaveText(/^\d+$/);
  const before = Number(await points.textContent());

  await page.getByRole('button', { name: '签到', exact: true }).click();
  await expect(page.getByText('签到成功，积分+1')).toBeVisible();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  await expect(points).toHaveText(String(before + 1));
  await saveScreenshot(page, 'points-exchange', { fullPage: true });

  await page.getByRole('button', { name: '立即兑换 1GB国内流量包' }).click();
  await expect(page.getByText('确定使用100积分兑换「1GB国内流量包」吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/exchangeSuccess/, { timeout: 15_000 });
  await expect(page.getByText('兑换成功').first()).toBeVisible();
  await expect(page.getByText(`您已使用100积分兑换「1GB国内流量包」，剩余积分${before + 1 - 100}`)).toBeVisible();

  await page.getByRole('button', { name: '返回积分商城' }).click();
  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeVisible();
  await page.getByText('我的积分', { exact: true }).last().click();
  await expect(page).toHaveURL(/\/integral\/myPoints$/);
  await expect(page.getByTestId('my-points')).toHaveText(String(before + 1 - 100));
  await saveScreenshot(page, 'my-points', { fullPage: true });

  await page
    .getByText(/^积分订单/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/myOrder$/);
  const orders = page.locator('[aria-label="积分订单"]');
  await expect(orders.getByText('1GB国内流量包').first()).toBeVisible();
  await expect(orders.getByText('60分钟国内语音包')).toHaveCount(0);
  await page.getByRole('tab', { name: '近两年' }).click();
  await expect(orders.getByText('60分钟国内语音包')).toBeVisible();
  await expect(page.getByText('您已经到底了')).toBeVisible();
  await saveScreenshot(page, 'my-order', { fullPage: true });
  await page.locator('.adm-nav-bar-back').last().click();

  await page
    .getByText(/^积分明细/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/integralDetails$/);
  await page.getByRole('tab', { name: '获取' }).click();
  const details = page.locator('[aria-label="积分明细"]');
  await expect(details.getByText(/^每日签到/).first()).toBeVisible();
  await expect(page.getByText('兑换1GB国内流量包')).toHaveCount(0);
  await page.getByRole('tab', { name: '使用' }).click();
  await expect(page.getByText('兑换1GB国内流量包').first()).toBeVisible();
  await expect(page.getByText('您已经到底了')).toBeVisible();
  await expect(page.getByText('每日签到可获得1积分，每个自然日（北京时间）限签到一次。', { exact: false })).toBeVisible();
  await saveScreenshot(page, 'integral-details', { fullPage: true });
});

test('exchanging with too few points shows 兑换失败，积分不足', async ({ page }) => {
  await logInAs(page, '刘洋', '/integral/pointsExchange');
  await page.getByRole('button', { name: '立即兑换 视频会员月卡' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/exchangeFail$/);
  await expect(page.getByText('兑换失败，积分不足').first()).toBeVisible();
  await saveScreenshot(page, 'exchange-fail');
  await page.getByRole('button', { name: '返回积分商城' }).click();
  await expect(page).toHaveURL(/\/integral\/pointsExchange$/);
});

test('a member without a number is asked to bind before signing in', async ({ page }) => {
  await logInAs(page, '访客小周', '/integral/myPoints');
  await expect(page.getByText('您还未绑定手机号')).toBeVisible();
  await page.getByText('积分兑换', { exact: true }).last().click();
  await expect(page.getByRole('button', { name: '绑定号码' })).toBeVisible();
});
