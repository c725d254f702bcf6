import { expect, test } from '../support/consent.ts';
import { logInAs } from '../support/sandbox.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectPdfAttachment, readMails, verifyInvoiceNumber } from './invoice-support.ts';

const EMAIL = 'zhangwei.personal@example.com';

test('personal invoice: verify by SMS, pick months, submit, mail with PDF, resend 3 times, 4th refused', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessQuery');
  await page.getByText('电子发票').first().click();
  await expect(page).toHaveURL(/\/invoiceVerify$/);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请输入验证码').last()).toBeVisible();
  await verifyInvoiceNumber(page, '17012340001');
  expect(await page.evaluate(() => localStorage.getItem('Phone'))).toBe('17012340001');

  const months = page.getByRole('list', { name: '未开票月份' }).getByRole('listitem');
  await expect(months).toHaveCount(6);
  await page.getByRole('button', { name: '去开票' }).click();
  await expect(page.getByText('请选择开票月份').last()).toBeVisible();
  await page.getByText('全选').click();
  await expect(page.locator('.invoice-footer-total')).not.toHaveText('合计：¥0.00');
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.locator('.invoice-footer-total')).toHaveText('合计：¥0.00');
  await months
    .nth(0)
    .getByLabel(/^选择\d{4}年\d{2}月$/)
    .click();
  await months
    .nth(1)
    .getByLabel(/^选择\d{4}年\d{2}月$/)
    .click();
  const total = (await page.locator('.invoice-footer-total strong').textContent()) ?? '';
  await saveScreenshot(page, 'invoice-list');
  await page.getByRole('button', { name: '去开票' }).click();

  await expect(page).toHaveURL(/\/submitInvoice$/);
  await expect(page.getByText(total)).toBeVisible();
  await expect(page.getByText('电子发票（普通发票）')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('邮箱不能为空').last()).toBeVisible();
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('not-an-email');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入正确的邮箱').last()).toBeVisible();
  await page.getByRole('textbox', { name: '接收邮箱' }).fill(EMAIL);
  await saveScreenshot(page, 'submit-invoice');
  await page.getByRole('button', { name: '提交' }).click();

  await expect(page.getByText('发票申请已提交，开具成功后将发送至您的邮箱')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/billing$/, { timeout: 20_000 });
  await expect(page.getByText('预计1-3个工作日内开具完成，开具后将发送至您的邮箱')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('checkedList'), localStorage.getItem('price')])).toEqual([null, null]);
  await page.getByRole('button', { name: '查看开票记录' }).click();
  await expect(page).toHaveURL(/\/invoiceList$/);
  await expect(page.getByRole('list', { name: '未开票月份' }).getByRole('listitem')).toHaveCount(4);
  await page.getByRole('tab', { name: '已开票' }).click();
  const invoiced = page.getByRole('list', { name: '已开票月份' }).getByRole('listitem');
  await expect(invoiced).toHaveCount(2);
  await expect(invoiced.first().getByText('已开票')).toBeVisible();

  const mails = await readMails(page, EMAIL);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.body).toContain(`金额 ${total.replace('¥', '')} 元`);
  await expectPdfAttachment(page, mails[0]);
  const outbox = await page.context().newPage();
  await outbox.goto(`/sandbox/mail?to=${encodeURIComponent(EMAIL)}`);
  await expect(outbox.getByText('【电子发票】电子发票（普通发票）').first()).toBeVisible();
  await expect(outbox.getByRole('link', { name: /打开附件 电子发票_.*\.pdf/ })).toBeVisible();
  await saveScreenshot(outbox, 'sandbox-mail');
  await outbox.close();

  await invoiced.first().getByRole('button', { name: '重发发票' }).click();
  await expect(page.getByText(`合计金额：${total.replace('¥', '')}元`)).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/invoiceDetailPage\?id=\d+$/);
  await expect(page.getByRole('textbox', { name: '接收邮箱' })).toHaveValue(EMAIL);
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('zhangwei.resend@example.com');
  for (const left of [2, 1, 0]) {
    await page.getByRole('button', { name: '重新发送' }).click();
    await expect(page.getByText(`还可发送 ${left} 次`)).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.getByRole('button', { name: '已达重发上限' })).toBeDisabled();
  await saveScreenshot(page, 'invoice-resend');
  expect(await readMails(page, 'zhangwei.resend@example.com')).toHaveLength(3);

  // A fourth resend straight to the API, as a modified client would: the server refuses it.
  const id = new URL(page.url()).searchParams.get('id');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const fourth = await page.request.post('/api/wechat/reloadEmail', { data: { id, email: 'zhangwei.resend@example.com', token } });
  expect(await fourth.json()).toMatchObject({ code: -100, msg: '每张发票最多可重发3次邮件，已达上限' });
  expect(await readMails(page, 'zhangwei.resend@example.com')).toHaveLength(3);
});

test('a refused invoice shows its reason and is applied for again from the submit page', async ({ page }) => {
  await logInAs(page, '张伟', '/BusinessQuery');
  await verifyInvoiceNumber(page, '17012340005');
  await page.request.post('/sandbox/invoices/fail-next', { form: { reason: '开票平台维护中' } });
  const months = page.getByRole('list', { name: '未开票月份' }).getByRole('listitem');
  await months
    .first()
    .getByLabel(/^选择\d{4}年\d{2}月$/)
    .click();
  await page.getByRole('button', { name: '去开票' }).click();
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('zhangwei.retry@example.com');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/billing$/, { timeout: 20_000 });
  await page.getByRole('button', { name: '查看开票记录' }).click();
  await page.getByRole('tab', { name: '已开票' }).click();
  const failed = page.getByRole('listitem').filter({ hasText: '开票失败' });
  await expect(failed.getByText('失败原因：开票平台维护中')).toBeVisible();
  const failedMonth = (await failed.textContent())?.match(/\d{4}年\d{2}月/)?.[0] ?? 'no month';
  await failed.getByRole('button', { name: '重发发票' }).click();
  await expect(page).toHaveURL(/\/submitInvoice$/);
  await expect(page.locator('.invoice-months-text')).toHaveText(failedMonth);
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('zhangwei.retry@example.com');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/billing$/, { timeout: 20_000 });
  expect(await readMails(page, 'zhangwei.retry@example.com')).toHaveLength(1);
});

test('cannot receive the code: the face check verifies the number instead', async ({ page }) => {
  await logInAs(page, '张伟', '/invoiceVerify');
  // The row offers the bound number once the member record is in; a person types over it then.
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('17012340001');
  // 17012340009 stays not real-name in every journey (console/real-name-link makes 17012340004 real-name).
  await page.getByRole('textbox', { name: '手机号' }).fill('17012340009');
  await page.getByRole('button', { name: '收不到验证码？' }).click();
  await expect(page.getByText('仅实名制号码可申请开具发票').last()).toBeVisible();
  await page.getByRole('textbox', { name: '手机号' }).fill('17012340003');
  await page.getByRole('button', { name: '收不到验证码？' }).click();
  await expect(page.getByRole('heading', { name: '人脸识别验证' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('AUTH_TYPE'))).toBe('NEW_INVOICE_OCR');
  await page.getByRole('button', { name: '立即通过验证' }).click();
  await expect(page.getByText('数据上传中...')).toBeVisible();
  await expect(page).toHaveURL(/\/invoiceList$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('Phone'))).toBe('17012340003');
  await expect(page.getByText('号码 17012340003')).toBeVisible();
});

test('a failed face check returns to the verification page with its message', async ({ page }) => {
  await logInAs(page, '王芳', '/invoiceVerify');
  await page.getByRole('textbox', { name: '手机号' }).fill('17012340003');
  await page.getByRole('button', { name: '收不到验证码？' }).click();
  await page.getByRole('button', { name: '模拟验证失败' }).click();
  await expect(page).toHaveURL(/\/invoiceVerify$/, { timeout: 10_000 });
  await expect(page.getByText('身份核验失败，请重试').last()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Phone'))).not.toBe('17012340003');
});
