import { expect, test } from '../support/consent.ts';
import { verifyInvoiceNumber } from './invoice-support.ts';
import { logInAs } from '../support/sandbox.ts';

// 王芳's invoice number is verified by SMS here; among the invoice journeys this runs minutes before
// the password journey's code to the same number, well outside the 60 s resend interval.
test('a package picked on the standard tab does not preselect 单位 on /submitInvoice', async ({ page }) => {
  await logInAs(page, '王芳', '/ChoosePackage');
  await page.getByRole('tab', { name: '流量套餐' }).click();
  await page.getByRole('radio', { name: '畅享流量59元套餐' }).click();
  await expect(page.getByRole('radio', { name: '畅享流量59元套餐' })).toBeChecked();

  await verifyInvoiceNumber(page, '17012340003');
  const months = page.getByRole('list', { name: '未开票月份' }).getByRole('listitem');
  await months
    .nth(0)
    .getByLabel(/^选择\d{4}年\d{2}月$/)
    .click();
  await page.getByRole('button', { name: '去开票' }).click();
  await expect(page).toHaveURL(/\/submitInvoice$/);
  // antd-mobile's radios mark the chosen one on their label.
  await expect(page.locator('label.adm-radio', { hasText: '个人' })).toHaveClass(/adm-radio-checked/);
  await expect(page.locator('label.adm-radio', { hasText: '单位' })).not.toHaveClass(/adm-radio-checked/);

  // Back on the package page, its own selection is still there: the invoice flow did not clear it.
  await page.goto('/ChoosePackage');
  await expect(page.getByRole('radio', { name: '畅享流量59元套餐' })).toBeChecked();
});
