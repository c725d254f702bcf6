import { findStartOfChinaDay, formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import type { OperationOutput } from '@hall/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../create-deps.ts';
import { auditLog, rechargeOrders, reconciliationRuns, sandboxWechatPayOrders, sandboxWechatPayRefunds } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { TradeBillUnavailableError, type TradeBillFile } from '../../providers/wechat-pay/trade-bill.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DAYS_PER_CHECK, findNewestReadyDay, readyBillDates, RETRY_AFTER_MS, runDueReconciliations } from './reconciliation.service.ts';
import { findFirstDayToReconcile, untilTheSchedulePassIsDone } from './reconciliation-test-support.ts';
import { parseTradeBill } from './trade-bill-parser.ts';

let api: TestApp;
let admin: string;
let clock: number;

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
  clock = api.deps.now().getTime();
  await untilTheSchedulePassIsDone(api.deps);
});
afterAll(() => api.close());

/** The same database through another instance's dependencies, its bill downloads counted (and optionally replaced). */
const DAY_MS = 86_400_000;

/** Seconds from `now` to the next 12:00 China time (UTC+8). */
function secondsUntilChinaNoon(now: Date): number {
  const intoChinaDay = now.getTime() - findStartOfChinaDay(now).getTime();
  return Math.ceil(((((12 * 3_600_000 - intoChinaDay) % DAY_MS) + DAY_MS) % DAY_MS) / 1000);
}

function instance(download?: (billDate: string) => Promise<TradeBillFile>) {
  const deps = createDeps(api.deps.config, api.deps.database, () => api.deps.now());
  const downloads: string[] = [];
  const original = deps.providers.wechatPay.downloadTradeBill.bind(deps.providers.wechatPay);
  const wechatPay = {
    ...deps.providers.wechatPay,
    downloadTradeBill: (billDate: string) => {
      downloads.push(billDate);
      return (download ?? original)(billDate);
    },
  };
  const counted: AppDeps = { ...deps, providers: { ...deps.providers, wechatPay } };
  return { deps: counted, downloads };
}

let orderSequence = 0;
/** A top-up paid here and/or at the sandbox WeChat Pay at `paidAt`. */
async function paidTopUp(paidAt: Date, amounts: { ourFen?: number; wechatFen?: number }) {
  orderSequence += 1;
  const outTradeNo = `RC${paidAt.getTime()}${String(orderSequence).padStart(4, '0')}`;
  if (amounts.ourFen !== undefined) {
    await api.deps.db.insert(rechargeOrders).values({
      outTradeNo,
      phone: '13800000000',
      productKind: 'call',
      productName: '话费充值',
      amountFen: amounts.ourFen,
      status: 2,
      transactionId: `42${outTradeNo}`,
      paidAt,
    });
  }
  if (amounts.wechatFen !== undefined) {
    await api.deps.db.insert(sandboxWechatPayOrders).values({
      providerRef: `ref-${outTradeNo}`,
      outTradeNo,
      amountFen: amounts.wechatFen,
      description: '话费充值',
      notifyHandler: 'recharge',
      returnUrl: '/',
      state: 'SUCCESS',
      transactionId: `42${outTradeNo}`,
      decidedAt: paidAt,
    });
  }
  return outTradeNo;
}

type DayAnswer = OperationOutput<'CONSOLE_RECONCILIATION_DAY'>;

describe('reconciliation of a day against the trade bill', () => {
  it('finds every kind of mismatch between the bill and our records, and a matched payment is not one', async () => {
    const billDate = readyBillDates(api.deps.now(), 3)[0] ?? '';
    const noon = new Date(startOfChinaDate(billDate).getTime() + 4 * 3600 * 1000);
    // The demo top-ups paid that day, if any (early in the month), are on the bill too, and match.
    const seededLines = parseTradeBill((await api.deps.providers.wechatPay.downloadTradeBill(billDate)).text).lines.length;
    await paidTopUp(noon, { ourFen: 3000, wechatFen: 3000 });
    const unknownHere = await paidTopUp(noon, { wechatFen: 1 });
    const missingAtWechat = await paidTopUp(noon, { ourFen: 500_000 });
    const differs = await paidTopUp(noon, { ourFen: 1230, wechatFen: 1300 });
    const refunded = await paidTopUp(new Date(noon.getTime() - 86_400_000), { ourFen: 2000, wechatFen: 2000 });
    await api.deps.db.update(rechargeOrders).set({ status: 4, refundId: 'RF1', refundedAt: noon }).where(eq(rechargeOrders.outTradeNo, refunded));
    await api.deps.db.insert(sandboxWechatPayRefunds).values({ outTradeNo: refunded, refundId: 'RF1', amountFen: 1500, state: 'SUCCESS', succeededAt: noon });

    const rerun = await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate });
    expect(rerun).toMatchObject({
      code: 1,
      data: { run: { billDate, status: 'mismatched', mismatchCount: 4, lineCount: 4 + seededLines, refundTotalFen: 1500 } },
    });
    expect((rerun.data as { run: { billSha1: string } }).run.billSha1).toMatch(/^[0-9a-f]{40}$/);

    const day = (await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAY', admin, { billDate })).data as DayAnswer;
    expect(day.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'missing_here', outTradeNo: unknownHere, ourFen: null, wechatFen: 1 }),
        expect.objectContaining({ kind: 'missing_at_wechat', outTradeNo: missingAtWechat, ourFen: 500_000, wechatFen: null }),
        expect.objectContaining({ kind: 'amount_differs', outTradeNo: differs, ourFen: 1230, wechatFen: 1300 }),
        expect.objectContaining({ kind: 'refund_differs', outTradeNo: refunded, ourFen: 2000, wechatFen: 1500 }),
      ]),
    );
    expect(day.mismatches).toHaveLength(4);
    const audits = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reconciliation_rerun'), eq(auditLog.subjectId, billDate)));
    expect(audits).toHaveLength(1);

    const days = (await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAYS', admin)).data as OperationOutput<'CONSOLE_RECONCILIATION_DAYS'>;
    expect(days.list.find((run) => run.billDate === billDate)).toMatchObject({ status: 'mismatched', mismatchCount: 4 });
  });

  it("does not count a payment WeChat Pay took before midnight and we recorded just after it as missing from the day's bill", async () => {
    const billDate = readyBillDates(api.deps.now(), 3)[1] ?? '';
    const midnight = startOfChinaDate(billDate).getTime();
    const lateSettled = await paidTopUp(new Date(midnight + 20_000), { ourFen: 800 });
    await api.deps.db.insert(sandboxWechatPayOrders).values({
      providerRef: `ref-${lateSettled}`,
      outTradeNo: lateSettled,
      amountFen: 800,
      description: '话费充值',
      notifyHandler: 'recharge',
      returnUrl: '/',
      state: 'SUCCESS',
      transactionId: `42${lateSettled}`,
      decidedAt: new Date(midnight - 30_000),
    });
    const neverPaidThere = await paidTopUp(new Date(midnight + 40_000), { ourFen: 900 });

    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate })).toMatchObject({ code: 1 });
    const day = (await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAY', admin, { billDate })).data as DayAnswer;
    const ours = day.mismatches.filter((mismatch) => [lateSettled, neverPaidThere].includes(mismatch.outTradeNo));
    expect(ours).toEqual([expect.objectContaining({ kind: 'missing_at_wechat', outTradeNo: neverPaidThere, ourFen: 900 })]);
  });

  it('refuses a rerun of a day whose bill is not ready yet (before 10:00 China time the next day), and of a bad date', async () => {
    const today = formatChinaDate(api.deps.now());
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate: today })).toMatchObject({
      code: -100,
      msg: expect.stringContaining('次日10:00'),
    });
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate: '2026-02-30' })).toMatchObject({ code: -100, msg: '请选择对账日期' });
    expect(await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAY', admin, { billDate: '2001-01-01' })).toMatchObject({ code: -100, msg: '该日尚未对账' });
  });

  it('is for admins only', async () => {
    const auditor = await logInStaff(api, DemoStaff.AUDITOR);
    expect((await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAYS', auditor)).code).not.toBe(1);
  });
});

describe('the daily schedule', () => {
  it('reconciles each newly ready day exactly once across two instances running at the same time', async () => {
    // The days the check at app start left for the next checks first.
    for (let ran = await runDueReconciliations(api.deps); ran.length > 0; ran = await runDueReconciliations(api.deps)) {
      expect(ran.length).toBeLessThanOrEqual(DAYS_PER_CHECK);
    }
    api.advanceSeconds(3 * 86_400);
    const first = instance();
    const second = instance();
    const [ranByFirst, ranBySecond] = await Promise.all([runDueReconciliations(first.deps), runDueReconciliations(second.deps)]);
    const newDays = readyBillDates(api.deps.now(), 3);
    expect([...ranByFirst, ...ranBySecond].sort()).toEqual(expect.arrayContaining(newDays));
    expect(new Set([...ranByFirst, ...ranBySecond]).size).toBe(ranByFirst.length + ranBySecond.length);
    expect([...first.downloads, ...second.downloads].sort()).toEqual([...ranByFirst, ...ranBySecond].sort());
    const again = await Promise.all([runDueReconciliations(first.deps), runDueReconciliations(second.deps)]);
    expect(again.flat()).toEqual([]);
    for (const billDate of newDays) {
      const [run] = await api.deps.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, billDate));
      // Finished once (the demo's seeded top-ups, paid without the sandbox WeChat Pay, may show as mismatches).
      expect(run?.attempts).toBe(1);
      expect(['matched', 'mismatched']).toContain(run?.status);
    }
  });

  it('keeps a day whose bill is not ready as failed and tries it again, once, after the retry time', async () => {
    // Noon in China the next day: the half-hour wait for the retry never crosses 10:00, when another day's bill would become ready.
    api.advanceSeconds(secondsUntilChinaNoon(api.deps.now()) + 86_400);
    const newDay = findNewestReadyDay(api.deps.now());
    let isReady = false;
    const flaky = instance(async (billDate) => {
      if (!isReady) {
        throw new TradeBillUnavailableError('NO_STATEMENT_EXIST', '账单文件不存在');
      }
      return instance().deps.providers.wechatPay.downloadTradeBill(billDate);
    });
    // The days since the last check (one or two, by the time of day), the newest among them.
    const failedDays = await runDueReconciliations(flaky.deps);
    expect(failedDays).toContain(newDay);
    for (const billDate of failedDays) {
      const [failed] = await api.deps.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, billDate));
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('NO_STATEMENT_EXIST') });
    }

    isReady = true;
    expect(await runDueReconciliations(flaky.deps)).toEqual([]);
    api.advanceSeconds(RETRY_AFTER_MS / 1000);
    const other = instance();
    const [retriedByFlaky, retriedByOther] = await Promise.all([runDueReconciliations(flaky.deps), runDueReconciliations(other.deps)]);
    expect([...retriedByFlaky, ...retriedByOther].sort()).toEqual(failedDays);
    const [done] = await api.deps.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, newDay));
    expect(done).toMatchObject({ status: 'matched', attempts: 2, lastError: '' });
  });

  it('goes on with the other days when one download fails unexpectedly, and keeps that day for a retry', async () => {
    api.advanceSeconds(2 * 86_400);
    const [brokenDay, laterDay] = readyBillDates(api.deps.now(), 2);
    const broken = instance(async (billDate) => {
      if (billDate === brokenDay) {
        throw new Error('socket hang up');
      }
      return instance().deps.providers.wechatPay.downloadTradeBill(billDate);
    });
    await expect(runDueReconciliations(broken.deps)).rejects.toThrow(/failed for 1 day/);
    const runs = await api.deps.db.select().from(reconciliationRuns);
    expect(runs.find((run) => run.billDate === brokenDay)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('稍后重试') });
    expect(runs.find((run) => run.billDate === laterDay)?.status).toMatch(/^(matched|mismatched)$/);
  });

  it('starts with the app: the first check reconciled the oldest DAYS_PER_CHECK days WeChat Pay keeps since the first order', async () => {
    const firstDay = startOfChinaDate(await findFirstDayToReconcile(api.deps.db, new Date(clock))).getTime();
    const checked = Array.from({ length: DAYS_PER_CHECK }, (_, index) => formatChinaDate(new Date(firstDay + index * DAY_MS)));
    const runs = (await api.deps.db.select().from(reconciliationRuns)).map((run) => run.billDate);
    expect(runs).toEqual(expect.arrayContaining(checked));
    expect(runs.filter((day) => day < (checked[0] ?? ''))).toEqual([]);
  });
});
