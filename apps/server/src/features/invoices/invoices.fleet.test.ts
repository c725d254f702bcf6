import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, sandboxInvoiceRequests } from '../../db/schema.ts';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, useFleet } from '../../test/second-instance.ts';
import { DemoUser } from '../../test/test-app.ts';
import { serialOf } from './invoice-issuing.ts';
import { listInvoiceMonths, readSandboxMails } from './invoice-test-support.ts';
import { STALLED_AFTER_MS, sweepInvoicePlatform } from './invoices.schedule.ts';

// Two server instances on one PostgreSQL database sweep the e-invoice platform at the same moment:
// a stalled invoice is submitted under one serial, issued once and mailed once.

const ISSUE_DELAY_SECONDS = 60;
const PHONE = '17012340001';
const fleet = useFleet({ INVOICE_SANDBOX_ISSUE_DELAY_MS: String(ISSUE_DELAY_SECONDS * 1000) });
let token: string;

beforeAll(async () => {
  if (!canRunFleet) {
    return;
  }
  token = await fleet.api.logInAs(DemoUser.BOUND_NORMAL);
  fleet.api.advanceSeconds(61);
  await fleet.api.call('SEND_SMS_CODE', { mobilePhone: PHONE, type: '08' }, token);
  const code = await fleet.api.readLatestSmsCode(PHONE);
  expect((await fleet.api.call('NEW_CHECKCODE', { service_id: PHONE, code }, token)).code).toBe(1);
});

const sweepFromBoth = () =>
  Promise.all([
    sweepInvoicePlatform(fleet.api.deps, fleet.api.app.log),
    sweepInvoicePlatform(fleet.second.deps, fleet.api.app.log),
    sweepInvoicePlatform(fleet.api.deps, fleet.api.app.log),
    sweepInvoicePlatform(fleet.second.deps, fleet.api.app.log),
  ]);

describe.skipIf(!canRunFleet)(`the invoice sweep across two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('submits a stalled invoice once, and issues and mails it once, when both instances sweep at once', async () => {
    const month = (await listInvoiceMonths(fleet.api, PHONE, token))[0];
    const applied = await fleet.api.call('NEW_SEND_INVOICE', { ids: month?.id ?? '', type: 0, email: 'fleet@example.com' }, token);
    expect(applied).toMatchObject({ code: 1, data: { status: 1 } });
    const invoiceId = Number((applied.data as { invoiceId: string }).invoiceId);
    const serial = serialOf({ id: invoiceId, platformAttempt: 0 });
    // As if the server had stopped between saving the invoice and the platform accepting it.
    await fleet.api.deps.db.update(invoices).set({ requestNo: null }).where(eq(invoices.id, invoiceId));
    await fleet.api.deps.db.delete(sandboxInvoiceRequests).where(eq(sandboxInvoiceRequests.serial, serial));

    fleet.api.advanceSeconds(STALLED_AFTER_MS / 1000 + 1);
    await sweepFromBoth();
    expect(await fleet.api.deps.db.select().from(sandboxInvoiceRequests).where(eq(sandboxInvoiceRequests.serial, serial))).toHaveLength(1);

    fleet.api.advanceSeconds(ISSUE_DELAY_SECONDS + 1);
    await sweepFromBoth();
    const [invoice] = await fleet.api.deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 2 });
    expect(await readSandboxMails(fleet.api, 'fleet@example.com')).toHaveLength(1);
  });
});
