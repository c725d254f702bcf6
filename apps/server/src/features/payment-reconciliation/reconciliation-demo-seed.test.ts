import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { rechargeOrders, reconciliationMismatches, reconciliationRuns, sandboxWechatPayOrders, sandboxWechatPayRefunds } from '../../db/schema.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { DAY_MS, formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { findNewestReadyDay, runDueReconciliations } from './reconciliation.service.ts';
import { findFirstDayToReconcile, untilTheSchedulePassIsDone } from './reconciliation-test-support.ts';

// The demo's paid top-ups were paid through the sandbox WeChat Pay, so the sandbox's trade bill of
// every day holds them and the reconciliation of the demo data finds nothing wrong.

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const DAY_SECONDS = 24 * 3600;

/** Runs the schedule's checks until one finds nothing due. */
async function catchUp() {
  while ((await runDueReconciliations(api.deps)).length > 0) {
    // Each check takes at most DAYS_PER_CHECK days.
  }
}

async function listRuns() {
  return api.deps.db.select().from(reconciliationRuns);
}

describe('the demo top-ups in the sandbox WeChat Pay', () => {
  it('has a paid sandbox order for every paid demo top-up, with its transaction id, amount and paid time, and its refund', async () => {
    const paid = await api.deps.db.select().from(rechargeOrders).where(isNotNull(rechargeOrders.paidAt));
    expect(paid.length).toBeGreaterThan(0);
    const sandboxOrders = new Map((await api.deps.db.select().from(sandboxWechatPayOrders)).map((order) => [order.outTradeNo, order]));
    const sandboxRefunds = new Map((await api.deps.db.select().from(sandboxWechatPayRefunds)).map((refund) => [refund.outTradeNo, refund]));
    for (const order of paid) {
      expect(order.transactionId, order.outTradeNo).toMatch(/^WX[A-Za-z0-9]{28}$/);
      expect(sandboxOrders.get(order.outTradeNo), order.outTradeNo).toMatchObject({
        state: 'SUCCESS',
        transactionId: order.transactionId,
        amountFen: order.amountFen,
        decidedAt: order.paidAt,
        notifyHandler: 'recharge',
      });
      if (order.refundedAt) {
        expect(sandboxRefunds.get(order.outTradeNo), order.outTradeNo).toMatchObject({
          state: 'SUCCESS',
          refundId: order.refundId,
          amountFen: order.amountFen,
          succeededAt: order.refundedAt,
        });
      } else {
        expect(sandboxRefunds.has(order.outTradeNo), order.outTradeNo).toBe(false);
      }
    }
    expect(paid.some((order) => order.refundedAt !== null)).toBe(true);
    // Unpaid top-ups never reached the cashier.
    expect(sandboxOrders.size).toBe(paid.length);
  });

  it('reconciles every day since the first demo top-up, and the days of the seeded payments and refund, without a mismatch', async () => {
    const startedAt = api.deps.now();
    // The schedule's check when the app is ready takes the oldest days, the next check the rest.
    await api.app.ready();
    await untilTheSchedulePassIsDone(api.deps);
    const firstDay = startOfChinaDate(await findFirstDayToReconcile(api.deps.db, startedAt)).getTime();
    await catchUp();
    // Two days on, the newest seeded payment's day is ready too.
    api.advanceSeconds(2 * DAY_SECONDS);
    await catchUp();
    const newestDay = startOfChinaDate(findNewestReadyDay(api.deps.now())).getTime();
    const days = Array.from({ length: (newestDay - firstDay) / DAY_MS + 1 }, (_, index) => formatChinaDate(new Date(firstDay + index * DAY_MS)));

    const runs = new Map((await listRuns()).map((run) => [run.billDate, run]));
    expect(runs.size).toBe(days.length);
    for (const day of days) {
      expect(runs.get(day), day).toMatchObject({ status: 'matched', mismatchCount: 0 });
    }
    expect(await api.deps.db.select().from(reconciliationMismatches)).toEqual([]);

    // The seeded payments and refunds of those days are on their bills.
    const seeded = await api.deps.db.select().from(rechargeOrders).where(isNotNull(rechargeOrders.paidAt));
    const paidFenOf = new Map<string, number>();
    const refundFenOf = new Map<string, number>();
    for (const order of seeded) {
      const paidDay = formatChinaDate(order.paidAt ?? startedAt);
      paidFenOf.set(paidDay, (paidFenOf.get(paidDay) ?? 0) + order.amountFen);
      if (order.refundedAt) {
        const refundDay = formatChinaDate(order.refundedAt);
        refundFenOf.set(refundDay, (refundFenOf.get(refundDay) ?? 0) + order.amountFen);
      }
    }
    const seededDays = days.filter((day) => paidFenOf.has(day) || refundFenOf.has(day));
    expect(seededDays.length).toBeGreaterThanOrEqual(2);
    expect([...refundFenOf.keys()].some((day) => days.includes(day))).toBe(true);
    for (const day of seededDays) {
      expect(runs.get(day), day).toMatchObject({ paidTotalFen: paidFenOf.get(day) ?? 0, refundTotalFen: refundFenOf.get(day) ?? 0 });
    }
  });

  it('is left out where WeChat Pay is not the sandbox: the demo top-ups then have no sandbox orders', async () => {
    const database = await openTestDatabase();
    try {
      await migrate(database);
      await seedDemoData(database.db, { demoAgentPassword: 'agent-password', now: new Date(), isSandboxWechatPay: false });
      expect(await database.db.select().from(sandboxWechatPayOrders)).toEqual([]);
      expect(await database.db.select().from(sandboxWechatPayRefunds)).toEqual([]);
      const paid = await database.db.select().from(rechargeOrders).where(isNotNull(rechargeOrders.paidAt));
      expect(paid.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
