import { expect, test } from '../support/consent.ts';
import { closeAlert, fillNumber, logInAgent, passRealName, signAgreement, takePhoto } from '../support/agent.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('a full opening paid by WeChat Pay: cashier, confirmation page, then the agreement, photo and real-name', async ({ page }) => {
  await logInAgent(page, 'B20001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, '16620000006');
  await expect(page.getByRole('heading', { name: '畅享流量59元套餐（预存100元）' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/OpenPay$/);
  await expect(page.getByText('微信支付')).toBeVisible();
  await expect(page.getByText('100.00元')).toBeVisible();
  await saveScreenshot(page, 'agent-wechat-pay');
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '继续支付' }).click();

  // The payer fails once, then pays again.
  await page.getByRole('button', { name: '模拟支付失败' }).click();
  await expect(page).toHaveURL(/\/WxQuery$/);
  await page.getByRole('button', { name: '支付成功，继续开户' }).click();
  await expect(page.getByText('暂未查询到支付结果，请确认已完成支付')).toBeVisible();
  await page.getByRole('button', { name: '支付遇到问题，重新支付' }).click();
  await expect(page).toHaveURL(/\/OpenPay$/);
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('button', { name: '继续支付' }).click();
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(/\/WxQuery$/);
  await page.getByRole('button', { name: '支付成功，继续开户' }).click();
  await expect(page).toHaveURL(/\/OpenCard$/);
  await signAgreement(page);
  await takePhoto(page);
  await passRealName(page);
  await closeAlert(page, /资料提交成功!! 号码 16620000006 已开通/);
});
