import { and, asc, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillItem } from './boss/bill-items.ts';
import { runMonth } from './boss/built-in-monthly-run.ts';
import { balanceLedger, billingRuns, billItems, bossMonthlyFees, numberStateChanges, packageChangeOrders, packages, subscribers } from './db/schema.ts';
import { chinaMonthBounds, formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import { callAsAgent } from './test/agents.ts';
import type { TestApp } from './test/test-app.ts';
import { passRealName, prepareOpening, startWithDemoAgents, submitOpening } from './features/agent/agent-test-steps.ts';
import { runDueMonth } from './features/billing/monthly-run.schedule.ts';

let api: TestApp;
let month: string;
const OPENED = '16610000017';
let [wholeMonth, cancelled, shortOfMoney, changingPackage] = ['', '', '', ''];
let [packageOfMonth, packageOfNextMonth] = ['', ''];

async function moveClockTo(time: Date) {
  api.advanceSeconds((time.getTime() - api.deps.now().getTime()) / 1000);
}

async function openNumberAsAgent(phone: string, token: string) {
  const record = await prepareOpening(api, phone, token);
  const { bizId, realNameToken } = await passRealName(api, phone, record.recordNumber, token);
  await callAsAgent(
    api,
    'GET_SIMPLE_OR_CARD_NUM',
    { bizId, token: realNameToken, uimId: record.uimId, serviceId: phone, recordNumber: record.recordNumber, cityName: '广州' },
    token,
  );
  await callAsAgent(api, 'DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { aceptPerson: 'A10001', identityCode: '440106199001011234' }, token);
  expect(await submitOpening(api, phone, record, bizId, token)).toMatchObject({ code: 1 });
}

async function feeOf(phone: string): Promise<number> {
  const [row] = await api.deps.db
    .select({ fee: packages.monthlyFeeFen })
    .from(subscribers)
    .innerJoin(packages, eq(packages.id, subscribers.packageId))
    .where(eq(subscribers.phone, phone));
  return row?.fee ?? 0;
}

async function runEntries(phone: string, billMonth: string) {
  return api.deps.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.phone, phone), eq(balanceLedger.reference, `monthly_run:${phone}:${billMonth}`)));
}

async function packageFeeLine(phone: string, billMonth: string) {
  return api.deps.db
    .select({ amountFen: billItems.amountFen })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, billMonth), eq(billItems.itemName, BillItem.PACKAGE_FEE)));
}

async function subscriber(phone: string) {
  const [row] = await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, phone));
  return row!;
}

beforeAll(async () => {
  const started = await startWithDemoAgents();
  api = started.api;
  month = formatChinaMonth(api.deps.now());
  const { start, end } = chinaMonthBounds(month);
  await openNumberAsAgent(OPENED, started.fundPoolAgent);
  const demo = await api.deps.db
    .select({ phone: subscribers.phone })
    .from(subscribers)
    .where(and(eq(subscribers.status, 'normal'), lt(subscribers.joinedAt, start)))
    .orderBy(asc(subscribers.phone))
    .limit(4);
  [wholeMonth, cancelled, shortOfMoney, changingPackage] = demo.map((row) => row.phone) as [string, string, string, string];
  // Closed on the 10th of the month, at noon China time.
  const cancelledAt = new Date(start.getTime() + 9.5 * 24 * 3600 * 1000);
  await api.deps.db.update(subscribers).set({ status: 'cancelled', cancelledAt, stateSince: cancelledAt }).where(eq(subscribers.phone, cancelled));
  await api.deps.db
    .insert(numberStateChanges)
    .values({ phone: cancelled, fromState: 'normal', toState: 'cancelled', transition: 'ownerCancellation', createdAt: cancelledAt });
  await api.deps.db.update(subscribers).set({ balanceFen: 100 }).where(eq(subscribers.phone, shortOfMoney));
  // A change to a dearer package, due on the 1st of next month.
  packageOfMonth = (await subscriber(changingPackage)).packageId;
  packageOfNextMonth = packageOfMonth === 'PKG_STD_E' ? 'PKG_STD_A' : 'PKG_STD_E';
  await api.deps.db.delete(packageChangeOrders).where(eq(packageChangeOrders.phone, changingPackage));
  await api.deps.db.insert(packageChangeOrders).values({
    phone: changingPackage,
    fromPackageId: packageOfMonth,
    toPackageId: packageOfNextMonth,
    effectiveDate: formatChinaDate(end),
    createdAt: api.deps.now(),
  });
  await moveClockTo(new Date(end.getTime() + 60_000));
  await runDueMonth(api.deps);
  await runMonth(api.deps.db, month, api.deps.now());
  await Promise.all([runMonth(api.deps.db, month, api.deps.now(), { batchSize: 7 }), runMonth(api.deps.db, month, api.deps.now(), { batchSize: 5 })]);
}, 60_000);

afterAll(async () => {
  await api.close();
});

describe('the monthly run', () => {
  it('bills a whole month the package fee once, in one ledger entry and one bill line, however often and concurrently it runs', async () => {
    const fee = await feeOf(wholeMonth);
    expect(fee).toBeGreaterThan(0);
    const entries = await runEntries(wholeMonth, month);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ changeFen: -fee, reason: 'monthly_run' });
    const lines = await packageFeeLine(wholeMonth, month);
    expect(lines).toEqual([{ amountFen: fee }]);
    const [run] = await api.deps.db
      .select()
      .from(billingRuns)
      .where(and(eq(billingRuns.phone, wholeMonth), eq(billingRuns.billMonth, month)));
    expect(run?.chargedFen).toBe(fee);
  });

  it('charges the closed month at the package it was on; a change due on the 1st is applied first and holds for the new month', async () => {
    const feeOfPackage = async (id: string) => (await api.deps.db.select().from(packages).where(eq(packages.id, id)))[0]?.monthlyFeeFen;
    expect((await subscriber(changingPackage)).packageId).toBe(packageOfNextMonth);
    expect(await feeOfPackage(packageOfNextMonth)).not.toBe(await feeOfPackage(packageOfMonth));
    expect((await runEntries(changingPackage, month)).map((entry) => entry.changeFen)).toEqual([-(await feeOfPackage(packageOfMonth))!]);
  });

  it('writes the closed month bill total for invoicing', async () => {
    const items = await api.deps.db
      .select()
      .from(billItems)
      .where(and(eq(billItems.phone, wholeMonth), eq(billItems.billMonth, month)));
    const fees = await api.deps.db
      .select()
      .from(bossMonthlyFees)
      .where(and(eq(bossMonthlyFees.phone, wholeMonth), eq(bossMonthlyFees.feeMonth, month)));
    expect(fees).toEqual([{ phone: wholeMonth, feeMonth: month, amountFen: items.reduce((sum, item) => sum + item.amountFen, 0) }]);
  });

  it('bills a number cancelled during the month up to its cancellation day, rounded to the fen', async () => {
    const { days } = chinaMonthBounds(month);
    const prorated = Math.round(((await feeOf(cancelled)) * 10) / days);
    expect((await runEntries(cancelled, month)).map((entry) => entry.changeFen)).toEqual([-prorated]);
    expect(await packageFeeLine(cancelled, month)).toEqual([{ amountFen: prorated }]);
    expect((await subscriber(cancelled)).status).toBe('cancelled');
  });

  it('marks a number owing when the fee takes its balance below zero, and a top-up to zero or above restores it', async () => {
    const fee = await feeOf(shortOfMoney);
    expect(await subscriber(shortOfMoney)).toMatchObject({ status: 'owing', balanceFen: 100 - fee });
    await api.deps.boss.creditBalance({ phone: shortOfMoney, amountFen: 1, reference: 'topup-short-1' });
    expect((await subscriber(shortOfMoney)).status).toBe('owing');
    await api.deps.boss.creditBalance({ phone: shortOfMoney, amountFen: fee - 101, reference: 'topup-short-2' });
    expect(await subscriber(shortOfMoney)).toMatchObject({ status: 'normal', balanceFen: 0 });
  });

  it('leaves the month a number was opened in free when its package says so, and bills it the month after', async () => {
    const [run] = await api.deps.db
      .select()
      .from(billingRuns)
      .where(and(eq(billingRuns.phone, OPENED), eq(billingRuns.billMonth, month)));
    expect(run?.chargedFen).toBe(0);
    expect(await runEntries(OPENED, month)).toEqual([]);
    expect(await packageFeeLine(OPENED, month)).toEqual([]);

    const nextMonth = formatChinaMonth(api.deps.now());
    await moveClockTo(new Date(chinaMonthBounds(nextMonth).end.getTime() + 60_000));
    expect(await runDueMonth(api.deps)).toMatchObject({ state: 'ran', summary: { skipped: 0 } });
    const fee = await feeOf(OPENED);
    expect(fee).toBeGreaterThan(0);
    expect((await runEntries(OPENED, nextMonth)).map((entry) => entry.changeFen)).toEqual([-fee]);
    expect(await packageFeeLine(OPENED, nextMonth)).toEqual([{ amountFen: fee }]);
    expect(await runDueMonth(api.deps)).toEqual({ state: 'closed' });
  });
});
