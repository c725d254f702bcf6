import { createServer, type Socket } from 'node:net';
import { endpoints } from '@hall/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { invoices } from '../../db/schema.ts';
import { ServiceUnavailableError } from '../../platform/api-error.ts';
import { REFUSED_RECIPIENT_DOMAIN, smtpEnvironmentOf, startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../../test/fake-smtp/fake-smtp-server.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import type { Mail } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const PHONE = '17012340001';
let fake: FakeSmtp;
let api: TestApp;
let token: string;

const mailerFor = (environment: Record<string, string | undefined>) => createSmtpMailer(loadConfig({ NODE_ENV: 'test', ...environment }));

const someMail = (to = 'someone@example.com'): Mail => ({
  to,
  subject: '测试邮件',
  text: '正文',
  attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 test') }],
});

/** The invoice number printed in the PDF's title: pdfkit writes it in UTF-16BE. */
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

async function verifyNumber() {
  api.advanceSeconds(61);
  expect((await api.call('SEND_SMS_CODE', { mobilePhone: PHONE, type: '08' }, token)).code).toBe(1);
  const code = await api.readLatestSmsCode(PHONE);
  expect((await api.call('NEW_CHECKCODE', { service_id: PHONE, code }, token)).code).toBe(1);
}

async function listMonths(): Promise<{ id: string; status: number }[]> {
  const body = await api.call('NEW_INVOICE_LIST', { service_id: PHONE }, token);
  return (body.data as { list: { id: string; status: number }[] } | undefined)?.list ?? [];
}

const monthIds = async () => (await listMonths()).map((month) => month.id);
const statusOfMonth = async (id: string) => (await listMonths()).find((month) => month.id === id)?.status;

async function invoiceNumberMailedTo(email: string): Promise<string> {
  const [row] = await api.deps.db.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices).where(eq(invoices.email, email));
  return row?.invoiceNumber ?? '';
}

const mailsTo = (address: string): ReceivedMail[] => fake.inbox.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  fake = await startFakeSmtp();
  api = await createTestApp(smtpEnvironmentOf(fake));
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
  await verifyNumber();
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

describe('invoices mailed through SMTP', () => {
  it('a personal invoice reaches the SMTP server over STARTTLS after login, its PDF read back from the session', async () => {
    const email = 'zhangwei@example.com';
    const [monthId] = await monthIds();
    expect(await api.call('NEW_SEND_INVOICE', { ids: monthId, type: 0, email }, token)).toMatchObject({ code: 1 });
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 10_000 });
    const invoiceNumber = await invoiceNumberMailedTo(email);
    expect(invoiceNumber).not.toBe('');

    const [mail] = mailsTo(email);
    expect(mail).toMatchObject({ from: 'invoice@mail.fake.test', envelopeFrom: 'invoice@mail.fake.test', envelopeTo: [email], secure: true, user: fake.user });
    expect(mail?.subject).toContain(invoiceNumber);
    expect(mail?.text).toContain('发票抬头：张伟');
    const pdf = mail?.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`电子发票_${invoiceNumber}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.content.includes(utf16be(invoiceNumber))).toBe(true);
    expect(fake.logins.length).toBeGreaterThan(0);
    expect(fake.logins.every((login) => login.secure && login.accepted)).toBe(true);
  });

  it('a refused login fails the mail: the invoice stands, a resend fails without being used up, and goes through once the login works', async () => {
    const email = 'rotated@example.com';
    const [, monthId = ''] = await monthIds();
    const rightPassword = fake.password;
    fake.changePassword('rotated-at-the-provider');
    try {
      expect(await api.call('NEW_SEND_INVOICE', { ids: monthId, type: 0, email }, token)).toMatchObject({ code: 1 });
      await vi.waitFor(async () => expect(await statusOfMonth(monthId)).toBe(2), { timeout: 10_000 });
      await vi.waitFor(() => expect(fake.logins.at(-1)).toMatchObject({ secure: true, accepted: false, username: fake.user }));
      expect(mailsTo(email)).toHaveLength(0);

      const resend = await api.app.inject({ method: 'POST', url: endpoints.NEW_RELOAD_EMAIL.path, payload: { id: monthId, email, token } });
      // The person is told the mail failed and may try again (never a 5xx).
      expect(resend.statusCode).toBe(200);
      expect(resend.json()).toMatchObject({ code: -100, msg: '邮件发送失败，请稍后重试' });
      expect(await api.call('NEW_MONTHS_INFO', { id: monthId }, token)).toMatchObject({ code: 1, data: { resendsLeft: 3 } });
      expect(mailsTo(email)).toHaveLength(0);
    } finally {
      fake.changePassword(rightPassword);
    }
    expect(await api.call('NEW_RELOAD_EMAIL', { id: monthId, email }, token)).toMatchObject({ code: 1, data: { resendsLeft: 2 } });
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]?.attachments.some((attachment) => attachment.content.subarray(0, 5).toString('latin1') === '%PDF-')).toBe(true);
  });
});

describe('the SMTP adapter', () => {
  it('refuses a server whose certificate it does not trust, before sending the password', async () => {
    const loginsBefore = fake.logins.length;
    const inboxBefore = fake.inbox.length;
    const untrusting = mailerFor({ ...smtpEnvironmentOf(fake), SMTP_CA: undefined });
    await expect(untrusting.send(someMail())).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(fake.logins).toHaveLength(loginsBefore);
    expect(fake.inbox).toHaveLength(inboxBefore);
    // The same server and message with its certificate trusted go through.
    await mailerFor(smtpEnvironmentOf(fake)).send(someMail());
    expect(fake.inbox).toHaveLength(inboxBefore + 1);
  });

  it('refuses a server that does not offer STARTTLS, though it would take the login in plain text', async () => {
    const plain = await startFakeSmtp({ starttls: false });
    try {
      await expect(mailerFor(smtpEnvironmentOf(plain)).send(someMail())).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(plain.logins).toHaveLength(0);
      expect(plain.inbox).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });

  it('speaks TLS from the first byte with SMTP_SECURE (port 465)', async () => {
    const implicit = await startFakeSmtp({ implicitTls: true });
    try {
      await mailerFor(smtpEnvironmentOf(implicit)).send(someMail('tls@example.com'));
      expect(implicit.inbox).toMatchObject([{ to: ['tls@example.com'], secure: true, user: implicit.user }]);
      expect(implicit.inbox[0]?.attachments[0]?.content.toString('latin1')).toBe('%PDF-1.7 test');
    } finally {
      await implicit.close();
    }
  });

  it('fails a mail whose recipient the server refuses', async () => {
    const inboxBefore = fake.inbox.length;
    await expect(mailerFor(smtpEnvironmentOf(fake)).send(someMail(`nobody@${REFUSED_RECIPIENT_DOMAIN}`))).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(fake.inbox).toHaveLength(inboxBefore);
  });

  it('gives up on a server that never greets within the time budget', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      const mailer = mailerFor({ ...smtpEnvironmentOf(fake), SMTP_PORT: String(port), PROVIDER_TIME_BUDGET_MS: '300' });
      await expect(mailer.send(someMail())).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
