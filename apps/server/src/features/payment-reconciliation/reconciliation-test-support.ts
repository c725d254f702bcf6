import { setTimeout as sleep } from 'node:timers/promises';
import { DAY_MS, formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { ReconciliationLimit } from '@hall/contract/console-reconciliation/rules';
import { eq, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { rechargeOrders, reconciliationRuns, scheduledRuns } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { listPaymentsPaidBetween, listRefundsBetween } from './reconciliation.repository.ts';
import { RECONCILIATION_SCHEDULE_NAME } from './reconciliation.schedule.ts';
import { readyBillDates } from './reconciliation.service.ts';

/**
 * Waits until the schedule's check at app start has finished (its next check is not due yet) and
 * no day is running. While it runs, a staff rerun of a day it holds is refused (该日正在对账) and its
 * downloads take what a test plants in the bill; which days it took depends on the clock.
 */
export async function untilTheSchedulePassIsDone(deps: Pick<AppDeps, 'db'>, timeoutMs = 20_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const [schedule] = await deps.db
      // Waiting for its next slot after a pass that finished and succeeded: a failed pass (a slow
      // machine's timeout) is retried within seconds, and a claimed slot may not have begun its work.
      .select({ isWaiting: sql<boolean>`${scheduledRuns.nextDueAt} > now() and ${scheduledRuns.lastFinishedAt} is not null and ${scheduledRuns.attempts} = 0` })
      .from(scheduledRuns)
      .where(eq(scheduledRuns.name, RECONCILIATION_SCHEDULE_NAME));
    const running = await deps.db.select({ billDate: reconciliationRuns.billDate }).from(reconciliationRuns).where(eq(reconciliationRuns.status, 'running'));
    if (schedule?.isWaiting && running.length === 0) {
      return;
    }
    if (Date.now() > giveUpAt) {
      throw new Error(`the reconciliation schedule's check was not done after ${timeoutMs} ms`);
    }
    await sleep(100);
  }
}

/**
 * Where the schedule starts on a database never reconciled (the demo's): the day of the first
 * top-up order, or the oldest day whose bill WeChat Pay still keeps at `now` (90 days) if that is later.
 */
export async function findFirstDayToReconcile(db: Executor, now: Date): Promise<string> {
  const [first] = await db.select({ at: min(rechargeOrders.createdAt) }).from(rechargeOrders);
  const firstOrderDay = formatChinaDate(first?.at ?? now);
  // The first day that began at most 90 days before now.
  const oldestKeptDay = formatChinaDate(new Date(now.getTime() - ReconciliationLimit.RERUN_DAYS_BACK * DAY_MS + DAY_MS - 1));
  return firstOrderDay > oldestKeptDay ? firstOrderDay : oldestKeptDay;
}

/**
 * The newest ready bill day on which we recorded no payment and no refund, so that a clean bill of
 * that day matches. The demo seed's top-ups fall on days counted from now (early this month, days
 * before), so a fixed offset from today sometimes lands on one of them.
 */
export async function findReadyDayWithoutPayments(db: Executor, now: Date): Promise<string> {
  for (const billDate of readyBillDates(now, ReconciliationLimit.RERUN_DAYS_BACK - 1).reverse()) {
    const start = startOfChinaDate(billDate);
    const end = new Date(start.getTime() + DAY_MS);
    const [payments, refunds] = await Promise.all([listPaymentsPaidBetween(db, start, end), listRefundsBetween(db, start, end)]);
    if (payments.length === 0 && refunds.length === 0) {
      return billDate;
    }
  }
  throw new Error('every ready bill day has a payment of ours');
}
