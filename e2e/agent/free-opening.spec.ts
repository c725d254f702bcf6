import { expect, test } from '../support/consent.ts';
import { closeAlert, fillNumber, logInAgent, passRealName, signAgreement } from '../support/agent.ts';

test('an opening without fee and without card check goes from the package straight to the agreement and real-name', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, '16610000013');
  await expect(page.getByRole('heading', { name: '大王卡19元套餐（免预存）' })).toBeVisible();
  await expect(page.getByText('无需预存')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/OpenCard$/);
  await signAgreement(page);
  await passRealName(page, 'face');
  await closeAlert(page, '人脸比对不通过，请继续实名');
  await passRealName(page);
  await closeAlert(page, /资料提交成功!!/);
});

test('an offer outside the agent system id is refused', async ({ page }) => {
  await logInAgent(page, 'A10001');
  await expect(page).toHaveURL(/\/OpenCardMessage$/);
  await page.goto('/OpenCard');
  await fillNumber(page, '16610000021');
  await closeAlert(page, '该号码套餐异常，请在代理商APP开户');
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();
});
