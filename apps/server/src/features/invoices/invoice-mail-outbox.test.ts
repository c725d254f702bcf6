import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceMails, invoices } from '../../db/schema.ts';
import { ServiceUnavailableError } from '../../platform/api-error.ts';
import { DELIVERY_RETRY, retryDelayMs } from '../../platform/jobs/retry-policy.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { invoiceMailJob } from './invoice-mail-outbox.ts';
import { sweepInvoicePlatform } from './invoices.schedule.ts';
import { listInvoiceMonths, readSandboxMails } from './invoice-test-support.ts';

// An issued invoice's mail is written with the settlement and tried at once; one the mail server
// refused is tried again by the outbox's pass after a growing wait, sent once however many
// instances pass at the same moment, and given up after the last try (the person may resend it).

const PHONE = '17012340001';
let api: TestApp;
let token: string;

const mailerDown = () => new ServiceUnavailableError('mailer', 'connection refused');

async function issueMonth(index: number, email: string): Promise<string> {
  const month = (await listInvoiceMonths(api, PHONE, token))[index];
  const answer = await api.call('NEW_SEND_INVOICE', { ids: month?.id ?? '', type: 0, email }, token);
  expect(answer).toMatchObject({ code: 1, data: { status: 2 } });
  return month?.id ?? '';
}

async function mailRowOf(email: string) {
  const [mail] = await api.deps.db
    .select({ row: invoiceMails })
    .from(invoiceMails)
    .innerJoin(invoices, eq(invoices.id, invoiceMails.invoiceId))
    .where(eq(invoices.email, email));
  return mail?.row;
}

/** The invoice mailed to `email` as the console's 发票管理 lists it. */
async function consoleRowOf(email: string) {
  const row = await mailRowOf(email);
  const admin = await logInStaff(api, DemoStaff.ADMIN);
  const body = await callAsStaff(api, 'CONSOLE_INVOICES', admin, { phone: PHONE });
  return (body.data as { list: { id: number; mailState: string; mailError: string }[] }).list.find((invoice) => invoice.id === row?.invoiceId);
}

const pass = () => runDueJobs(api.deps, invoiceMailJob, { log: api.app.log });

beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
  api.advanceSeconds(61);
  await api.call('SEND_SMS_CODE', { mobilePhone: PHONE, type: '08' }, token);
  const code = await api.readLatestSmsCode(PHONE);
  expect((await api.call('NEW_CHECKCODE', { service_id: PHONE, code }, token)).code).toBe(1);
});
afterAll(() => api.close());

describe('the first mail of an issued invoice', () => {
  it('goes out at once when the mail server takes it, and the pass has nothing left to send', async () => {
    await issueMonth(5, 'at-once@example.com');
    // The app's own sweep may have settled it first; then the sweep sends it, a moment after the answer.
    await expect.poll(() => readSandboxMails(api, 'at-once@example.com')).toHaveLength(1);
    await expect.poll(() => mailRowOf('at-once@example.com')).toMatchObject({ role: 'issued', attempts: 1, sentAt: expect.any(Date), failedAt: null });
    expect(await pass()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('refused by the mail server, is sent by the pass once its wait has passed, and only once', async () => {
    const send = vi.spyOn(api.deps.providers.mailer, 'send').mockRejectedValueOnce(mailerDown());
    await issueMonth(4, 'retried@example.com');
    // Refused once, by whichever sent it first: the request or the app's own sweep.
    await expect.poll(async () => (await mailRowOf('retried@example.com'))?.attempts).toBe(1);
    send.mockRestore();
    expect(await readSandboxMails(api, 'retried@example.com')).toHaveLength(0);
    expect(await mailRowOf('retried@example.com')).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('connection refused') });

    expect(await consoleRowOf('retried@example.com')).toMatchObject({ mailState: 'sending', mailError: expect.stringContaining('connection refused') });

    expect(await pass()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, 1) / 1000 + 1);
    expect(await pass()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await pass()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await consoleRowOf('retried@example.com')).toMatchObject({ mailState: 'sent', mailError: '' });
    const mails = await readSandboxMails(api, 'retried@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^【电子发票】/);
    expect(await mailRowOf('retried@example.com')).toMatchObject({ attempts: 2, sentAt: expect.any(Date), lastError: null });
  });

  it('is sent once when two instances pass at the same moment', async () => {
    const send = vi.spyOn(api.deps.providers.mailer, 'send').mockRejectedValueOnce(mailerDown());
    await issueMonth(3, 'two-passes@example.com');
    send.mockRestore();
    api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, 1) / 1000 + 1);
    const [first, second] = await Promise.all([pass(), pass()]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(await readSandboxMails(api, 'two-passes@example.com')).toHaveLength(1);
  });

  it(`is given up after ${DELIVERY_RETRY.maxAttempts} tries with a growing wait, and the person can still resend it`, async () => {
    const send = vi.spyOn(api.deps.providers.mailer, 'send').mockRejectedValue(mailerDown());
    const monthId = await issueMonth(2, 'given-up@example.com');
    for (let attempt = 2; attempt <= DELIVERY_RETRY.maxAttempts; attempt += 1) {
      api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, attempt - 1) / 1000 - 2);
      expect(await pass(), `before the wait after try ${attempt - 1}`).toEqual({ sent: 0, retrying: 0, failed: 0 });
      api.advanceSeconds(3);
      expect(await pass(), `try ${attempt}`).toEqual(
        attempt < DELIVERY_RETRY.maxAttempts ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
    }
    send.mockRestore();
    api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, DELIVERY_RETRY.maxAttempts) / 1000 + 1);
    expect(await pass()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await mailRowOf('given-up@example.com')).toMatchObject({ attempts: DELIVERY_RETRY.maxAttempts, sentAt: null, failedAt: expect.any(Date) });
    expect(await readSandboxMails(api, 'given-up@example.com')).toHaveLength(0);
    expect(await consoleRowOf('given-up@example.com')).toMatchObject({ mailState: 'failed', mailError: expect.stringContaining('connection refused') });

    expect(await api.call('NEW_RELOAD_EMAIL', { id: monthId, email: 'given-up@example.com' }, token)).toMatchObject({ code: 1 });
    expect(await readSandboxMails(api, 'given-up@example.com')).toHaveLength(1);
  });
});

describe("the red invoice's mail", () => {
  it('refused by the mail server, is sent by the pass after its wait', async () => {
    await issueMonth(1, 'red@example.com');
    const [invoice] = await api.deps.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.email, 'red@example.com'));
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const send = vi.spyOn(api.deps.providers.mailer, 'send').mockRejectedValueOnce(mailerDown());
    expect(await callAsStaff(api, 'CONSOLE_REVERSE_INVOICE', admin, { id: invoice?.id ?? 0, reason: '抬头开错' })).toMatchObject({ code: 1 });
    await sweepInvoicePlatform(api.deps, api.app.log);
    send.mockRestore();
    const isRed = (mail: { subject: string }) => mail.subject.includes('红字发票');
    expect((await readSandboxMails(api, 'red@example.com')).filter(isRed)).toHaveLength(0);

    api.advanceSeconds(retryDelayMs(DELIVERY_RETRY, 1) / 1000 + 1);
    expect(await pass()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await readSandboxMails(api, 'red@example.com')).filter(isRed)).toHaveLength(1);
  });
});
