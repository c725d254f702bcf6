import { expect, test } from '../support/consent.ts';
import { fillNumber, logInAgent } from '../support/agent.ts';
import { saveScreenshot } from '../support/screenshots.ts';

// 16610000005 (dealer D1001, offer 1354122 with a 50 yuan fee) is a card no other journey uses;
// this journey only reaches its payment page.
const PHONE = '16610000005';

test('/OpenPay: a pay-kind lookup that fails shows 支付异常 with a retry, and paying works once it answers', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.getByText('填写号码与卡号，完成五步开户').click();
  // The payment method cannot be read the first time (the network drops the call).
  let isDown = true;
  await page.route('**/api/gzh/getPayKind**', (route) => (isDown ? route.abort('connectionreset') : route.continue()));
  await fillNumber(page, PHONE);
  await expect(page.getByRole('heading', { name: '标准卡A套餐（预存50元）' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/OpenPay$/);
  await expect(page.getByText('支付异常', { exact: true })).toBeVisible();
  await expect(page.getByText('查询失败', { exact: true })).toBeVisible();
  await expect(page.getByText('查询中...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即支付' })).toBeDisabled();
  await saveScreenshot(page, 'agent-open-pay-failed');

  isDown = false;
  await page.getByRole('button', { name: '重新查询' }).click();
  await expect(page.getByText('资金池支付')).toBeVisible();
  await expect(page.getByText('支付异常', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '立即支付' })).toBeEnabled();
});
