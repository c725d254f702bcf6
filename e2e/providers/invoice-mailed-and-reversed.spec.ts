import { DESKTOP_CONSOLE, logInToConsole } from '../support/console.ts';
import { logInAs } from '../support/sandbox.ts';
import { expect, test } from './providers-test.ts';

// An e-invoice through the real adapters: the number is verified with a code sent by Tencent
// Cloud SMS, the platform issues the invoice, the mail goes out over SMTP (STARTTLS and login, the
// server's certificate checked) with the platform's PDF, which the test reads back as the mailbox
// received it. Staff then reverse it in the console (红冲): the red invoice is mailed the same way
// and the month can be invoiced again. 张伟's 17012340001 is invoiced by no other journey of the
// providers project.

const PHONE = '17012340001';
const EMAIL = 'zhangwei.smtp@example.com';

test('an invoice is mailed over SMTP with its PDF, reversed in the console, and the red invoice mailed too @providers', async ({ page, browser, outside }) => {
  await logInAs(page, '张伟', '/invoiceVerify');
  await page.getByRole('textbox', { name: '手机号' }).fill(PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => outside.sms.lastCodeTo(PHONE)).not.toBeNull();
  expect(outside.sms.messagesTo(PHONE).at(-1)?.text).toContain('您正在发票验证');
  await page.getByRole('textbox', { name: '验证码' }).fill(outside.sms.lastCodeTo(PHONE) ?? '');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/invoiceList$/);

  const unbilled = page.getByRole('list', { name: '未开票月份' }).getByRole('listitem');
  await expect(unbilled).toHaveCount(6);
  await unbilled
    .nth(0)
    .getByLabel(/^选择\d{4}年\d{2}月$/)
    .click();
  await page.getByRole('button', { name: '去开票' }).click();
  await expect(page).toHaveURL(/\/submitInvoice$/);
  await page.getByRole('textbox', { name: '接收邮箱' }).fill(EMAIL);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('发票申请已提交，开具成功后将发送至您的邮箱')).toBeVisible({ timeout: 20_000 });

  // The mailbox received it over TLS after login: the platform's PDF, named by the invoice number.
  await expect.poll(() => outside.smtp.inbox.filter((mail) => mail.to.includes(EMAIL)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = outside.smtp.inbox.filter((received) => received.to.includes(EMAIL));
  const invoiceNumber = /电子发票_(\w+)\.pdf/.exec(mail?.attachments[0]?.filename ?? '')?.[1] ?? '';
  expect(invoiceNumber).not.toBe('');
  expect(mail?.subject).toContain(invoiceNumber);
  expect(mail?.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(outside.smtp.logins.at(-1)).toMatchObject({ secure: true, accepted: true });

  // Staff reverse it: 红冲中 until the platform has issued the red invoice, then 已红冲 with its number.
  const staff = await browser.newContext(DESKTOP_CONSOLE);
  const console = await staff.newPage();
  await logInToConsole(console, 'admin', '系统管理员');
  await console.getByRole('menuitem', { name: '发票管理' }).click();
  await console.getByPlaceholder('本网手机号').fill(PHONE);
  await console.getByRole('button', { name: '查询' }).click();
  const row = console.getByRole('row').filter({ hasText: invoiceNumber });
  await expect(row.getByText('已开票')).toBeVisible();
  // The invoice mail outbox marked the mail the SMTP server took as sent.
  await expect(row.getByText('已发送')).toBeVisible();
  await row.getByRole('button', { name: '红冲' }).click();
  const dialog = console.getByRole('dialog', { name: '红冲发票' });
  await dialog.getByRole('textbox', { name: '红冲原因' }).fill('抬头开错，用户要求重开');
  await dialog.getByRole('button', { name: /红\s*冲|确\s*定/ }).click();
  await expect(async () => {
    await console.getByRole('button', { name: '刷新' }).click();
    await expect(row.getByText('已红冲')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(row.getByText('抬头开错，用户要求重开')).toBeVisible();
  await staff.close();

  // The red invoice reached the same mailbox, and the month is free to be invoiced again.
  await expect.poll(() => outside.smtp.inbox.filter((received) => received.to.includes(EMAIL)).length, { timeout: 30_000 }).toBe(2);
  await page.goto('/invoiceList');
  await expect(page.getByRole('list', { name: '未开票月份' }).getByRole('listitem')).toHaveCount(6);
});
