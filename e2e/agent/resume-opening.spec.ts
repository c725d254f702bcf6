import { expect, test } from '../support/consent.ts';
import { closeAlert, fillNumber, logInAgent, passRealName, payFromFundPool, signAgreement, takePhoto } from '../support/agent.ts';

test('an opening closed at each step resumes at the recorded step', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, '16610000002');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/OpenPay$/);

  // Closed on the payment page: location 1, flag start → back to payment.
  await page.goto('/OpenCard');
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('16610000002');
  await page.getByRole('button', { name: '下一步' }).click();
  await payFromFundPool(page, '50.00元');
  await expect(page.getByRole('document', { name: '入网协议全文' })).toBeVisible();

  // Closed at the agreement: location 2.
  await page.goto('/OpenCard');
  await page.getByRole('button', { name: '下一步' }).click();
  await signAgreement(page);
  await expect(page.getByText('身份证与卡板合照')).toBeVisible();

  // Closed at the photo: location 3.
  await page.goto('/OpenCard');
  await page.getByRole('button', { name: '下一步' }).click();
  await takePhoto(page);
  await expect(page.getByRole('button', { name: '去实名' })).toBeVisible();

  // Closed before real-name: location 4.
  await page.goto('/OpenCard');
  await page.getByRole('button', { name: '下一步' }).click();
  await passRealName(page);
  await closeAlert(page, /资料提交成功!!/);
});
