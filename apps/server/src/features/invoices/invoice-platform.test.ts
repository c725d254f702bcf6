import type { ConsoleInvoice } from '@hall/contract/console-invoices/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, sandboxInvoiceRequests } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { insertUnrecordedInvoice, listInvoiceMonths, readSandboxMails, type InvoiceMonthItem, type SandboxMailItem } from './invoice-test-support.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import type { InvoiceApplication } from '../../providers/invoice-issuer/invoice-issuer.ts';
import { followInvoice, serialOf } from './invoice-issuing.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import { INVOICE_PLATFORM_NOTIFY_PATH } from './invoice-platform-notify.routes.ts';
import { STALLED_AFTER_MS, sweepInvoicePlatform } from './invoices.schedule.ts';

// The platform here takes a minute to issue, so every step the tax platforms take is seen: the
// request accepted (开票中), the answer found by the sweep, the file the platform returned mailed,
// and the red-letter reversal that frees the months.

const ISSUE_DELAY_SECONDS = 60;
const PHONE = '17012340001';
let api: TestApp;
let token: string;
let adminCookie: string;

async function listMonths(): Promise<InvoiceMonthItem[]> {
  return listInvoiceMonths(api, PHONE, token);
}

const readMails = (to: string) => readSandboxMails(api, to);

async function readAttachment(mail: SandboxMailItem | undefined): Promise<Buffer> {
  const response = await api.app.inject({ method: 'GET', url: mail?.attachments[0]?.url ?? '' });
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

async function applyFor(monthIds: string[], email: string) {
  return api.call('NEW_SEND_INVOICE', { ids: monthIds.join(','), type: 0, email }, token);
}

async function readInvoice(id: number) {
  return (await api.deps.db.select().from(invoices).where(eq(invoices.id, id)))[0];
}

async function platformRequestsOf(serial: string) {
  return api.deps.db.select().from(sandboxInvoiceRequests).where(eq(sandboxInvoiceRequests.serial, serial));
}

async function sweepAfterTheDelay(): Promise<void> {
  api.advanceSeconds(ISSUE_DELAY_SECONDS + 1);
  await sweepInvoicePlatform(api.deps, api.app.log);
}

async function consoleInvoices(): Promise<ConsoleInvoice[]> {
  const body = await callAsStaff(api, 'CONSOLE_INVOICES', adminCookie, { phone: PHONE });
  expect(body.code).toBe(1);
  return (body.data as { list: ConsoleInvoice[] }).list;
}

beforeAll(async () => {
  api = await createTestApp({ INVOICE_SANDBOX_ISSUE_DELAY_MS: String(ISSUE_DELAY_SECONDS * 1000) });
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
  api.advanceSeconds(61);
  await api.call('SEND_SMS_CODE', { mobilePhone: PHONE, type: '08' }, token);
  const code = await api.readLatestSmsCode(PHONE);
  expect((await api.call('NEW_CHECKCODE', { service_id: PHONE, code }, token)).code).toBe(1);
  adminCookie = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());

describe('asynchronous issuing', () => {
  it('stays 开票中 until the sweep finds it issued, then mails the PDF the platform returned, and a resend mails the same file', async () => {
    const month = (await listMonths())[0];
    const applied = await applyFor([month?.id ?? ''], 'async@example.com');
    expect(applied).toMatchObject({ code: 1, data: { status: 1 } });
    const invoiceId = Number((applied.data as { invoiceId: string }).invoiceId);
    expect((await listMonths())[0]).toMatchObject({ status: 1 });
    expect(await readMails('async@example.com')).toHaveLength(0);

    await sweepInvoicePlatform(api.deps, api.app.log);
    expect((await listMonths())[0]).toMatchObject({ status: 1 });
    await sweepAfterTheDelay();
    expect((await listMonths())[0]).toMatchObject({ status: 2 });

    const invoice = await readInvoice(invoiceId);
    const [request] = await platformRequestsOf(serialOf({ id: invoiceId, platformAttempt: 0 }));
    expect(invoice?.invoiceNumber).toBe(request?.invoiceNumber);
    const mails = await readMails('async@example.com');
    expect(mails).toHaveLength(1);
    const mailed = await readAttachment(mails[0]);
    expect(mailed.equals(Buffer.from(request?.pdfBase64 ?? '', 'base64'))).toBe(true);

    expect((await api.call('NEW_RELOAD_EMAIL', { id: month?.id ?? '', email: 'async.again@example.com' }, token)).code).toBe(1);
    const resent = await readAttachment((await readMails('async.again@example.com'))[0]);
    expect(resent.equals(mailed)).toBe(true);
  });

  it('answers what another asker settled: a request that finds the invoice already issued by the sweep is 已开票, mailed once', async () => {
    const month = (await listMonths())[4];
    const applied = await applyFor([month?.id ?? ''], 'raced@example.com');
    expect(applied).toMatchObject({ code: 1, data: { status: 1 } });
    const asked = await readInvoice(Number((applied.data as { invoiceId: string }).invoiceId));
    await sweepAfterTheDelay();
    // The request's own follow-up, with the row it read before the sweep settled it.
    expect(await followInvoice(api.deps, asked as InvoiceRow, api.app.log)).toBe(2);
    expect(await readMails('raced@example.com')).toHaveLength(1);
  });

  it('a request the platform refuses ends 3 with its reason, found by the sweep, and nothing is mailed', async () => {
    await api.app.inject({ method: 'POST', url: '/sandbox/invoices/fail-next', payload: { reason: '购买方税号校验不通过' } });
    const month = (await listMonths())[1];
    expect(await applyFor([month?.id ?? ''], 'refused@example.com')).toMatchObject({ code: 1, data: { status: 1 } });
    await sweepAfterTheDelay();
    expect((await listMonths())[1]).toMatchObject({ status: 3, errMsg: '购买方税号校验不通过' });
    expect(await readMails('refused@example.com')).toHaveLength(0);
  });
});

describe('the platform callback', () => {
  it('only makes the server ask: an early or forged callback changes nothing, one after the decision settles the invoice without the sweep', async () => {
    const month = (await listMonths())[3];
    const applied = await applyFor([month?.id ?? ''], 'callback@example.com');
    const invoice = await readInvoice(Number((applied.data as { invoiceId: string }).invoiceId));
    const notify = (requestNo: unknown) =>
      api.app.inject({ method: 'POST', url: INVOICE_PLATFORM_NOTIFY_PATH, payload: { requestNo, status: 'issued', invoiceNumber: '1' } });

    expect((await notify(invoice?.requestNo)).json()).toEqual({ received: true });
    expect((await notify('SBX-not-ours')).json()).toEqual({ received: false });
    expect((await listMonths())[3]).toMatchObject({ status: 1 });
    api.advanceSeconds(ISSUE_DELAY_SECONDS + 1);
    await notify(invoice?.requestNo);
    expect((await listMonths())[3]).toMatchObject({ status: 2 });
    expect(await readMails('callback@example.com')).toHaveLength(1);
  });
});

/** 张伟's personal ordinary invoice of these months, under this serial, as the feature submits it. */
function personalApplication(serial: string, lines: Array<{ month: string; amountFen: number }>): InvoiceApplication {
  return {
    serial,
    invoiceType: '82',
    buyerName: '张伟',
    buyerTin: '',
    buyerAddress: '',
    buyerTel: '',
    buyerBank: '',
    phone: PHONE,
    lines,
    amountFen: lines.reduce((sum, line) => sum + line.amountFen, 0),
    content: '话费',
  };
}

describe('idempotent submit', () => {
  it('a repeated submit of the same serial answers the same request, and the platform holds one', async () => {
    const application = personalApplication('INV-repeat-0', [{ month: '202601', amountFen: 5800 }]);
    const first = await api.deps.providers.invoiceIssuer.submit(application);
    const again = await Promise.all([api.deps.providers.invoiceIssuer.submit(application), api.deps.providers.invoiceIssuer.submit(application)]);
    expect(again.map((accepted) => accepted.requestNo)).toEqual([first.requestNo, first.requestNo]);
    expect(await platformRequestsOf('INV-repeat-0')).toHaveLength(1);
  });

  it('a server that stopped after the platform accepted, before recording it, finds the same request again: one invoice issued', async () => {
    const month = (await listMonths())[2];
    const savedId = await insertUnrecordedInvoice(api, { phone: PHONE, email: 'crash@example.com', months: month?.feeMonth ?? '', amountFen: 100 });
    // What the crashed request had done: the platform accepted it, our row never learned the number.
    const lost = await api.deps.providers.invoiceIssuer.submit({
      ...personalApplication(serialOf({ id: savedId, platformAttempt: 0 }), []),
      amountFen: 100,
    });
    expect((await readInvoice(savedId))?.requestNo).toBeNull();

    api.advanceSeconds(STALLED_AFTER_MS / 1000 + 1);
    await sweepInvoicePlatform(api.deps, api.app.log);
    expect((await readInvoice(savedId))?.requestNo).toBe(lost.requestNo);
    await sweepAfterTheDelay();
    expect(await readInvoice(savedId)).toMatchObject({ status: 2 });
    expect(await platformRequestsOf(serialOf({ id: savedId, platformAttempt: 0 }))).toHaveLength(1);
    expect(await readMails('crash@example.com')).toHaveLength(1);
  });
});

describe('red-letter reversal (CONSOLE_REVERSE_INVOICE)', () => {
  it('reverses an issued invoice: 红冲中, then 已红冲 with the red number, the red PDF mailed, the months free again, audit-logged, once', async () => {
    const firstMonth = (await listMonths())[0]?.feeMonth;
    const issued = (await consoleInvoices()).find((invoice) => invoice.state === 'issued' && invoice.months === firstMonth);
    expect(issued).toBeDefined();
    const id = issued?.id ?? 0;

    const service = await logInStaff(api, DemoStaff.SERVICE);
    expect((await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', service, { id, reason: '抬头开错' })).code).not.toBe(1);
    expect(await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', adminCookie, { id, reason: '' })).toMatchObject({ code: -100, msg: '请填写红冲原因' });

    const reversed = await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', adminCookie, { id, reason: '抬头开错' });
    expect(reversed).toMatchObject({ code: 1, data: { invoice: { id, state: 'reversing', reversalReason: '抬头开错', redInvoiceNumber: '' } } });
    expect(await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', adminCookie, { id, reason: '抬头开错' })).toMatchObject({
      code: -100,
      msg: '只有已开具且未红冲的发票可以红冲',
    });
    expect((await listMonths())[0]).toMatchObject({ status: 2 });

    await sweepAfterTheDelay();
    const after = (await consoleInvoices()).find((invoice) => invoice.id === id);
    expect(after).toMatchObject({ state: 'reversed', redInvoiceNumber: expect.stringMatching(/^\d{20}$/), invoiceNumber: issued?.invoiceNumber });
    expect(after?.redInvoiceNumber).not.toBe(issued?.invoiceNumber);
    expect((await listMonths())[0]).toMatchObject({ status: 0 });

    const redMail = (await readMails('async@example.com')).find((mail) => mail.subject.includes('红字发票'));
    expect(redMail?.subject).toContain(after?.redInvoiceNumber ?? 'none');
    expect((await readAttachment(redMail)).subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.reverse'), eq(auditLog.subjectId, String(id))));
    expect(audit).toHaveLength(1);

    const again = await applyFor([(await listMonths())[0]?.id ?? ''], 'async@example.com');
    expect(again).toMatchObject({ code: 1, data: { status: 1 } });
  });

  it('refuses an invoice that is not issued and one that does not exist', async () => {
    const refused = (await consoleInvoices()).find((invoice) => invoice.state === 'failed');
    expect(await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', adminCookie, { id: refused?.id ?? 0, reason: '误开' })).toMatchObject({
      code: -100,
      msg: '只有已开具且未红冲的发票可以红冲',
    });
    expect(await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', adminCookie, { id: 999999, reason: '误开' })).toMatchObject({ code: -100, msg: '发票不存在' });
  });
});
