import { ConsoleInvoiceMessage } from '@hall/contract/console-invoices/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, invoices } from '../../db/schema.ts';
import { ServiceUnavailableError } from '../../platform/api-error.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { listInvoiceMonths, readSandboxMails } from './invoice-test-support.ts';

// The desk's 重发邮件 (customer service): an issued invoice's mail goes again to the address on
// file, with a reason in 操作日志, through the invoice mail outbox; resends at once queue one mail;
// a mail server that is down leaves it to the outbox; nothing else is resent.

const PHONE = '17012340001';
let api: TestApp;
let token: string;
let service: string;

async function issueMonth(index: number, email: string): Promise<number> {
  const month = (await listInvoiceMonths(api, PHONE, token))[index];
  expect(await api.call('NEW_SEND_INVOICE', { ids: month?.id ?? '', type: 0, email }, token)).toMatchObject({ code: 1, data: { status: 2 } });
  const [invoice] = await api.deps.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.email, email));
  return invoice?.id ?? 0;
}

const resend = (id: number, cookie = service) => callAsStaff(api, 'CONSOLE_RESEND_INVOICE', cookie, { id, reason: '客户来电称未收到发票邮件' });
const resendAudits = (id: number) =>
  api.deps.db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'invoice.resend'), eq(auditLog.subjectId, String(id))));

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
  api.advanceSeconds(61);
  await api.call('SEND_SMS_CODE', { mobilePhone: PHONE, type: '08' }, token);
  const code = await api.readLatestSmsCode(PHONE);
  expect((await api.call('NEW_CHECKCODE', { service_id: PHONE, code }, token)).code).toBe(1);
  service = await logInStaff(api, DemoStaff.SERVICE);
});
afterAll(() => api.close());

describe('CONSOLE_RESEND_INVOICE', () => {
  it('mails an issued invoice again to the address on file, with the reason in 操作日志', async () => {
    const id = await issueMonth(5, 'desk-resend@example.com');
    expect(await readSandboxMails(api, 'desk-resend@example.com')).toHaveLength(1);
    expect(await resend(id)).toMatchObject({ code: 1, data: { message: ConsoleInvoiceMessage.RESENT, invoice: { id, mailState: 'sent' } } });
    expect(await readSandboxMails(api, 'desk-resend@example.com')).toHaveLength(2);
    expect(await resendAudits(id)).toEqual([{ detail: expect.objectContaining({ reason: '客户来电称未收到发票邮件' }) }]);
  });

  it('queues one mail however many resends arrive at once', async () => {
    const id = await issueMonth(4, 'desk-twice@example.com');
    const mailer = api.deps.providers.mailer;
    const send = mailer.send.bind(mailer);
    // The first resend's delivery is still under way while the others arrive.
    const slow = vi.spyOn(mailer, 'send').mockImplementation(async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return send(mail);
    });
    const replies = await Promise.all([resend(id), resend(id), resend(id)]);
    slow.mockRestore();
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(replies.filter((reply) => reply.msg === ConsoleInvoiceMessage.MAIL_PENDING)).toHaveLength(2);
    expect(await readSandboxMails(api, 'desk-twice@example.com')).toHaveLength(2);
    expect(await resendAudits(id)).toHaveLength(1);
  });

  it('leaves a mail the server refused to the outbox, and says so', async () => {
    const id = await issueMonth(3, 'desk-down@example.com');
    const down = vi.spyOn(api.deps.providers.mailer, 'send').mockRejectedValue(new ServiceUnavailableError('mailer', 'connection refused'));
    expect(await resend(id)).toMatchObject({ code: 1, data: { message: ConsoleInvoiceMessage.RESEND_QUEUED, invoice: { mailState: 'sending' } } });
    down.mockRestore();
  });

  it('resends nothing but an issued invoice, and only for customer service', async () => {
    expect(await resend(999_999)).toMatchObject({ code: -100, msg: ConsoleInvoiceMessage.NOT_FOUND });
    const id = await issueMonth(2, 'desk-reversed@example.com');
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect(await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', admin, { id, reason: '抬头开错' })).toMatchObject({ code: 1 });
    expect(await resend(id)).toMatchObject({ code: -100, msg: ConsoleInvoiceMessage.NOT_RESENDABLE });
    expect(await resend(id, await logInStaff(api, DemoStaff.EDITOR))).toMatchObject({ code: -100, msg: '无权执行此操作' });
    expect(await resendAudits(id)).toHaveLength(0);
  });
});
