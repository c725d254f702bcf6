import { formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationMismatches } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runDueReconciliations } from './reconciliation.service.ts';
import { findRun } from './reconciliation.repository.ts';
import { untilTheSchedulePassIsDone } from './reconciliation-test-support.ts';
import { parseTradeBill } from './trade-bill-parser.ts';

// The whole loop in the sandbox, through the flows themselves: top-ups paid at the sandbox cashier
// (one for a number that is not ours, refunded at once), the next day after 10:00 the schedule's
// pass reconciles the sandbox's bill of them against our orders and finds them all.

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.ready();
  await untilTheSchedulePassIsDone(api.deps);
});
afterAll(() => api.close());

async function payPublicTopUp(phone: string, amount: number): Promise<string> {
  const body: Envelope = await api.call('BOSS_WX_PAY', { phone, amount });
  expect(body, body.msg).toMatchObject({ code: 1 });
  const { outTradeNo, cashierUrl } = body.data as { outTradeNo: string; cashierUrl: string };
  const ref = new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';
  expect((await api.app.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref, result: 'SUCCESS' } })).statusCode).toBe(302);
  return outTradeNo;
}

describe('the sandbox reconciliation loop', () => {
  it("reconciles a day's cashier payments and refund the next day after 10:00 China time, without mismatches", async () => {
    const billDate = formatChinaDate(api.deps.now());
    // A demo top-up paid today (on the month's 1st one is) is on the bill too, and matches.
    const seeded = parseTradeBill((await api.deps.providers.wechatPay.downloadTradeBill(billDate)).text);
    const seededPaidFen = seeded.lines.reduce((sum, line) => sum + (line.tradeState === 'SUCCESS' ? line.orderFen : 0), 0);
    await payPublicTopUp('17012340002', 1230);
    await payPublicTopUp('13900000000', 321);

    const tenOClockNextDay = startOfChinaDate(billDate).getTime() + 34 * 3600_000;
    api.advanceSeconds((tenOClockNextDay - api.deps.now().getTime()) / 1000 - 60);
    // The days before, up to yesterday, are caught up (a check at a time); today's bill is not ready yet.
    for (let ran = await runDueReconciliations(api.deps); ran.length > 0; ran = await runDueReconciliations(api.deps)) {
      expect(ran).not.toContain(billDate);
    }
    api.advanceSeconds(120);
    expect(await runDueReconciliations(api.deps)).toEqual([billDate]);

    const run = await findRun(api.deps.db, billDate);
    expect(run).toMatchObject({
      status: 'matched',
      lineCount: 3 + seeded.lines.length,
      paidTotalFen: 1230 + 321 + seededPaidFen,
      refundTotalFen: 321 + seeded.summary.refundTotalFen,
    });
    expect(await api.deps.db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.billDate, billDate))).toEqual([]);
  });
});
