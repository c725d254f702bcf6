import { DAY_MS, formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import { ReconciliationLimit, ReconciliationMessage } from '@hall/contract/console-reconciliation/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, reconciliationRuns } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { TradeBillUnavailableError, type TradeBillFile } from '../../providers/wechat-pay/trade-bill.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DAYS_PER_CHECK, findNewestReadyDay, RETRY_AFTER_MS, runDueReconciliations } from './reconciliation.service.ts';
import { findFirstDayToReconcile, untilTheSchedulePassIsDone } from './reconciliation-test-support.ts';

// The schedule catches up: after an outage or a clock moved on, every day since the last one it
// covered is reconciled, DAYS_PER_CHECK a check, oldest first. A day that keeps failing is flagged
// 未能对账, stays listed first, and an admin's retry reconciles it once. One app, its clock moving on
// from test to test.

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.ready();
  await untilTheSchedulePassIsDone(api.deps);
});
afterAll(() => api.close());

const DAY_SECONDS = DAY_MS / 1000;

/** `count` consecutive China days from `first`. */
function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => formatChinaDate(new Date(startOfChinaDate(first).getTime() + index * DAY_MS)));
}

/** The China day after `day`. */
const dayAfter = (day: string) => daysFrom(day, 2)[1] ?? '';

async function findRunOf(billDate: string) {
  const [run] = await api.deps.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, billDate));
  return run;
}

async function listRunDays(): Promise<string[]> {
  return (await api.deps.db.select({ billDate: reconciliationRuns.billDate }).from(reconciliationRuns)).map((run) => run.billDate).sort();
}

/** The app's dependencies with WeChat Pay's bill download replaced (the rest, and the clock, shared). */
function withDownload(download: (billDate: string, original: (billDate: string) => Promise<TradeBillFile>) => Promise<TradeBillFile>): AppDeps {
  const wechatPay = api.deps.providers.wechatPay;
  const original = wechatPay.downloadTradeBill.bind(wechatPay);
  return { ...api.deps, providers: { ...api.deps.providers, wechatPay: { ...wechatPay, downloadTradeBill: (billDate) => download(billDate, original) } } };
}

const notGenerated = () => Promise.reject(new TradeBillUnavailableError('NO_STATEMENT_EXIST', '账单文件不存在'));

/** Runs checks until one has nothing left to do; answers the days each check ran. */
async function checkUntilCaughtUp(deps: AppDeps = api.deps): Promise<string[][]> {
  const checks: string[][] = [];
  for (let ran = await runDueReconciliations(deps); ran.length > 0; ran = await runDueReconciliations(deps)) {
    checks.push(ran);
  }
  return checks;
}

let lastCovered = '';

describe('the schedule catching up', () => {
  it('starts a database never reconciled at the day of the first order, DAYS_PER_CHECK days a check, oldest first', async () => {
    const firstDay = await findFirstDayToReconcile(api.deps.db, api.deps.now());
    const newestReady = findNewestReadyDay(api.deps.now());
    const dueDays = daysFrom(firstDay, Math.round((startOfChinaDate(newestReady).getTime() - startOfChinaDate(firstDay).getTime()) / DAY_MS) + 1);
    expect(dueDays.length).toBeGreaterThan(DAYS_PER_CHECK);

    // The check at app start took the oldest of them; the next checks the rest, in order; then nothing is due.
    expect(await listRunDays()).toEqual(dueDays.slice(0, DAYS_PER_CHECK));
    const checks = await checkUntilCaughtUp();
    expect(checks.flat()).toEqual(dueDays.slice(DAYS_PER_CHECK));
    expect(checks.every((ran) => ran.length <= DAYS_PER_CHECK)).toBe(true);
    const runs = await api.deps.db.select().from(reconciliationRuns);
    expect(runs.map((run) => run.billDate).sort()).toEqual(dueDays);
    for (const run of runs) {
      expect(run, run.billDate).toMatchObject({ status: 'matched', attempts: 1 });
    }
    lastCovered = newestReady;
  });

  it('reconciles each day of a 10-day outage once, oldest first, at the first check after it', async () => {
    api.advanceSeconds(10 * DAY_SECONDS);
    const missed = daysFrom(dayAfter(lastCovered), 10);
    expect(findNewestReadyDay(api.deps.now())).toBe(missed[9]);
    expect(await runDueReconciliations(api.deps)).toEqual(missed);
    expect(await runDueReconciliations(api.deps)).toEqual([]);
    for (const billDate of missed) {
      expect(await findRunOf(billDate), billDate).toMatchObject({ status: 'matched', attempts: 1 });
    }
    lastCovered = missed[9] ?? '';
  });

  it('reconciles every day since the last reconciled one after the clock moved 40 days on, over two checks', async () => {
    api.advanceSeconds(40 * DAY_SECONDS);
    const missed = daysFrom(dayAfter(lastCovered), 40);
    const checks = await checkUntilCaughtUp();
    expect(checks).toEqual([missed.slice(0, DAYS_PER_CHECK), missed.slice(DAYS_PER_CHECK)]);
    for (const billDate of missed) {
      expect(await findRunOf(billDate), billDate).toMatchObject({ status: 'matched', attempts: 1 });
    }
    lastCovered = missed[39] ?? '';
  });

  it('does not skip the days before one an admin reconciled ahead of the catch-up', async () => {
    api.advanceSeconds(35 * DAY_SECONDS);
    const missed = daysFrom(dayAfter(lastCovered), 35);
    expect(await runDueReconciliations(api.deps)).toEqual(missed.slice(0, DAYS_PER_CHECK));
    const newest = missed[34] ?? '';
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate: newest })).toMatchObject({
      code: 1,
      data: { run: { status: 'matched' } },
    });
    expect(await checkUntilCaughtUp()).toEqual([missed.slice(DAYS_PER_CHECK, 34)]);
    expect((await listRunDays()).filter((day) => day > lastCovered)).toEqual(missed);
    lastCovered = newest;
  });
});

describe('a day that cannot be reconciled', () => {
  let neverBilled = '';

  it('is retried until it failed FLAG_AFTER_ATTEMPTS times, then flagged 未能对账 and no longer retried', async () => {
    api.advanceSeconds(DAY_SECONDS);
    neverBilled = dayAfter(lastCovered);
    const billless = withDownload((billDate, original) => (billDate === neverBilled ? notGenerated() : original(billDate)));
    expect(await runDueReconciliations(billless)).toEqual([neverBilled]);
    expect(await findRunOf(neverBilled)).toMatchObject({ status: 'failed', attempts: 1 });

    for (let attempt = 2; attempt <= ReconciliationLimit.FLAG_AFTER_ATTEMPTS; attempt += 1) {
      api.advanceSeconds(RETRY_AFTER_MS / 1000);
      // Across 10:00 a newer day's bill is ready and reconciled too.
      expect(await runDueReconciliations(billless)).toContain(neverBilled);
    }
    expect(await findRunOf(neverBilled)).toMatchObject({
      status: 'flagged',
      attempts: ReconciliationLimit.FLAG_AFTER_ATTEMPTS,
      retryAt: null,
      lastError: expect.stringContaining('NO_STATEMENT_EXIST'),
    });
    api.advanceSeconds(RETRY_AFTER_MS / 1000);
    expect(await runDueReconciliations(billless)).not.toContain(neverBilled);
  });

  it('stays listed, first, with its last error and attempts, however many days were reconciled since', async () => {
    api.advanceSeconds(65 * DAY_SECONDS);
    expect((await checkUntilCaughtUp()).flat().length).toBeGreaterThanOrEqual(65);
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const { list } = (await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAYS', admin)).data as OperationOutput<'CONSOLE_RECONCILIATION_DAYS'>;
    expect(list[0]).toMatchObject({
      billDate: neverBilled,
      status: 'flagged',
      attempts: ReconciliationLimit.FLAG_AFTER_ATTEMPTS,
      retryAt: '',
      lastError: expect.stringContaining('NO_STATEMENT_EXIST'),
    });
    const others = list.slice(1);
    expect(others).toHaveLength(ReconciliationLimit.LIST_DAYS);
    expect(others.every((run) => run.billDate > neverBilled && run.status === 'matched')).toBe(true);
    lastCovered = findNewestReadyDay(api.deps.now());
  });

  it("is reconciled once by an admin's retry, however many retries come at the same time, and the retry is audit-logged", async () => {
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const downloads: string[] = [];
    let releaseDownload = () => {};
    const isReleased = new Promise<void>((resolve) => {
      releaseDownload = resolve;
    });
    const appProviders = api.deps.providers;
    const gated = withDownload(async (billDate, original) => {
      downloads.push(billDate);
      await isReleased;
      return original(billDate);
    });
    (api.deps as { providers: AppDeps['providers'] }).providers = gated.providers;
    try {
      const retries = [1, 2, 3].map(() => callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate: neverBilled }));
      // The one that holds the day waits for its bill: the others are answered meanwhile.
      const answeredFirst: Envelope[] = [];
      for (const retry of retries) {
        void retry.then((answer) => answeredFirst.push(answer));
      }
      await vi.waitFor(() => expect(answeredFirst).toHaveLength(2), { timeout: 10_000 });
      expect(answeredFirst).toEqual([
        expect.objectContaining({ code: -100, msg: ReconciliationMessage.RUNNING }),
        expect.objectContaining({ code: -100, msg: ReconciliationMessage.RUNNING }),
      ]);
      releaseDownload();
      const answers = await Promise.all(retries);
      expect(answers.filter((answer) => answer.code === 1)).toEqual([
        expect.objectContaining({ data: { run: expect.objectContaining({ billDate: neverBilled, status: 'matched', lastError: '' }) } }),
      ]);
      expect(downloads.filter((day) => day === neverBilled)).toHaveLength(1);
    } finally {
      (api.deps as { providers: AppDeps['providers'] }).providers = appProviders;
    }
    expect(await findRunOf(neverBilled)).toMatchObject({ status: 'matched', attempts: ReconciliationLimit.FLAG_AFTER_ATTEMPTS + 1 });
    const audits = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reconciliation_rerun'), eq(auditLog.subjectId, neverBilled)));
    expect(audits).toHaveLength(1);
  });

  it('is flagged at its first failure when WeChat Pay no longer keeps its bill, and an admin may still retry it', async () => {
    api.advanceSeconds((ReconciliationLimit.RERUN_DAYS_BACK + 10) * DAY_SECONDS);
    const tooOld = dayAfter(lastCovered);
    const keptOnlyThreeMonths = withDownload((billDate, original) => (billDate === tooOld ? notGenerated() : original(billDate)));
    expect((await runDueReconciliations(keptOnlyThreeMonths))[0]).toBe(tooOld);
    expect(await findRunOf(tooOld)).toMatchObject({ status: 'flagged', attempts: 1, retryAt: null });

    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate: tooOld })).toMatchObject({
      code: 1,
      data: { run: { status: 'matched' } },
    });
    // A day as old that was never flagged is refused, as before.
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate: dayAfter(tooOld) })).toMatchObject({
      code: -100,
      msg: ReconciliationMessage.TOO_OLD,
    });
  });
});
