import { expect, test } from '@playwright/test';
import { logInAs, readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPdfAttachment, readMails } from './invoice-support.ts';

// A valid 2x2 PNG: the page compresses it on a canvas like a phone photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const EMAIL = 'chenjing@example.com';

test('old form flow: records of a year, the form with code 02 and photos, cannot-be-revoked confirmation, detail', async ({ page }) => {
  await logInAs(page, '陈静', '/invoiceVerify');
  await page.getByRole('button', { name: '表单开票记录' }).click();
  await expect(page).toHaveURL(/\/state$/);
  const records = page.getByRole('list', { name: '未开票记录' }).getByRole('listitem');
  await expect(records).toHaveCount(12);
  await page.getByRole('tab', { name: '已开票' }).click();
  await expect(page.getByText('暂无记录')).toBeVisible();
  await page.getByRole('tab', { name: '未开票' }).click();
  await records.first().getByRole('button', { name: '开票' }).click();

  await expect(page).toHaveURL(/\/Invoice\?id=\d+&money=\d+&time=\d{6}$/);
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('17112340006');
  await page.getByText('单位', { exact: true }).click();
  await page.getByRole('textbox', { name: '发票抬头' }).fill('杭州西湖文化传媒有限公司');
  await page.getByRole('textbox', { name: '纳税人识别号' }).fill('12345');
  await page.getByRole('textbox', { name: '联系人' }).fill('陈静');
  await page.getByRole('textbox', { name: '邮箱' }).fill(EMAIL);
  await requestSmsCode(page);
  const code = await readLatestSmsCode(page, '17112340006');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请输入15-20位纳税人识别号').last()).toBeVisible();
  await page.getByRole('textbox', { name: '纳税人识别号' }).fill('91330106MA2XIHU001');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('请上传营业执照照片').last()).toBeVisible();
  await page
    .locator('.invoice-photo-field')
    .filter({ hasText: '营业执照' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.invoice-photo-field').filter({ hasText: '营业执照' }).locator('img')).toBeVisible();
  await saveScreenshot(page, 'old-invoice-form', { fullPage: true });
  await page.getByRole('button', { name: '提交申请' }).click();

  const confirmation = page.getByRole('dialog').filter({ hasText: '发票一经开具无法撤销，请确认信息无误后提交' });
  await confirmation.getByRole('button', { name: '确认提交' }).click();
  await expect(page).toHaveURL(/\/InvoiceSuccess\?id=\d+$/, { timeout: 20_000 });
  await expect(page.getByText('发票已开具')).toBeVisible();
  await expect(page.getByText('杭州西湖文化传媒有限公司')).toBeVisible();
  await expect(page.getByText('91330106MA2XIHU001')).toBeVisible();
  await saveScreenshot(page, 'old-invoice-success');
  await expectPdfAttachment(page, (await readMails(page, EMAIL))[0]);

  await page.getByRole('button', { name: '返回开票记录' }).click();
  await page.getByRole('tab', { name: '已开票' }).click();
  await expect(page.getByRole('list', { name: '已开票记录' }).getByRole('listitem')).toHaveCount(1);
});
