import { expect, type Page } from '@playwright/test';
import { readLatestSmsCode, requestSmsCode } from '../support/sandbox.ts';

export interface SandboxMail {
  subject: string;
  toAddress: string;
  body: string;
  attachments: { url: string; filename: string }[];
}

/** Mails the sandbox mail service sent to an address, newest first. */
export async function readMails(page: Page, to: string): Promise<SandboxMail[]> {
  const response = await page.request.get(`/sandbox/api/mail?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { list: SandboxMail[] } };
  return body.data.list;
}

/** Verifies a number on /invoiceVerify with the SMS code from the sandbox outbox; lands on /invoiceList. */
export async function verifyInvoiceNumber(page: Page, phone: string): Promise<void> {
  await page.goto('/invoiceVerify');
  const phoneField = page.getByRole('textbox', { name: '手机号' });
  // A person types over the number the page offers once it has loaded (the bound or last one).
  await expect(phoneField).not.toHaveValue('');
  await phoneField.fill(phone);
  await expect(phoneField).toHaveValue(phone);
  await requestSmsCode(page);
  const code = await readLatestSmsCode(page, phone);
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/invoiceList$/);
}

/** Opens the PDF attachment of a mail as the person would, and checks it is a PDF. */
export async function expectPdfAttachment(page: Page, mail: SandboxMail | undefined): Promise<void> {
  const url = mail?.attachments[0]?.url ?? '';
  expect(url).toMatch(/^\/sandbox\/mail\/attachments\/\d+$/);
  const response = await page.request.get(url);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}
