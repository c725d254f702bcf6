import { and, asc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import { balanceLedger, billingRuns, billItems, bossMonthlyFees, packageChangeOrders, packages, subscribers } from '../db/schema.ts';
import { chinaDayOfMonth, chinaMonthBounds, formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import { BillItem, billItemSortOrder } from './bill-items.ts';

// The monthly run: on the 1st (China time) each number's previous month is closed once. The
// billing_runs row, inserted first in the number's transaction, is what makes it exactly once:
// a second run, a second instance, or a restart after a crash finds it and bills nothing.

const DEFAULT_BATCH = 500;

export interface ClosedMonthNumber {
  joinedAt: Date;
  cancelledAt: Date | null;
  monthlyFeeFen: number;
  isFirstMonthFree: boolean;
}

/**
 * The package fee of a closed month. Free for the month the number joined when the package says
 * so. Otherwise the fee is prorated by the China days the number was live (the joining day and
 * the cancellation day both count): fee × live days ÷ days of the month, rounded half up to the
 * fen. A number live the whole month pays the whole fee.
 */
export function closedMonthFee(month: string, number: ClosedMonthNumber): number {
  const { start, end, days } = chinaMonthBounds(month);
  const joinedThisMonth = number.joinedAt >= start;
  if (joinedThisMonth && number.isFirstMonthFree) {
    return 0;
  }
  const firstDay = joinedThisMonth ? chinaDayOfMonth(number.joinedAt) : 1;
  const lastDay = number.cancelledAt && number.cancelledAt < end ? chinaDayOfMonth(number.cancelledAt) : days;
  const liveDays = Math.max(0, lastDay - firstDay + 1);
  if (liveDays === days) {
    return number.monthlyFeeFen;
  }
  return Math.round((number.monthlyFeeFen * liveDays) / days);
}

/**
 * The package in force during the month. A change applied on the 1st of a later month replaced
 * the package the month was on, so the earliest such change names it (its from-package); with
 * none, the number is still on that package (a change due on the 1st but not yet applied has not
 * moved it).
 */
async function findPackageOfMonth(tx: Executor, phone: string, currentPackageId: string, monthEnd: Date): Promise<string> {
  const later = await tx
    .select({ fromPackageId: packageChangeOrders.fromPackageId })
    .from(packageChangeOrders)
    .where(
      and(eq(packageChangeOrders.phone, phone), eq(packageChangeOrders.status, 'effective'), gte(packageChangeOrders.effectiveDate, formatChinaDate(monthEnd))),
    )
    .orderBy(asc(packageChangeOrders.effectiveDate), asc(packageChangeOrders.id))
    .limit(1);
  return later[0]?.fromPackageId ?? currentPackageId;
}

export type NumberRunOutcome = 'billed' | 'alreadyRun' | 'busy';

/** Closes one number's month in one transaction; see the file comment for why it is once only. */
export async function closeMonthForNumber(db: Db, phone: string, month: string, now: Date): Promise<NumberRunOutcome> {
  return db.transaction(async (tx) => {
    // Another instance billing this number right now holds the row: leave it to that one.
    const locked = await tx.select({ phone: subscribers.phone }).from(subscribers).where(eq(subscribers.phone, phone)).for('update', { skipLocked: true });
    if (locked.length === 0) {
      return 'busy';
    }
    return (await closeLockedMonth(tx, phone, month, now)) ? 'billed' : 'alreadyRun';
  });
}

/**
 * Bills a number's month once, in the caller's transaction, which holds the number's row lock:
 * the monthly run for a closed month, and a cancellation for the month it ends in (billed up to
 * its day) and a previous month the run has not reached yet. False when the month was billed already.
 */
export async function closeLockedMonth(tx: Executor, phone: string, month: string, now: Date): Promise<boolean> {
  const { end } = chinaMonthBounds(month);
  const [number] = await tx
    .select({ status: subscribers.status, packageId: subscribers.packageId, joinedAt: subscribers.joinedAt, cancelledAt: subscribers.cancelledAt })
    .from(subscribers)
    .where(eq(subscribers.phone, phone));
  if (!number) {
    return false;
  }
  const claimed = await tx
    .insert(billingRuns)
    .values({ phone, billMonth: month, chargedFen: 0, ranAt: now })
    .onConflictDoNothing()
    .returning({ phone: billingRuns.phone });
  if (claimed.length === 0) {
    return false;
  }
  const packageId = await findPackageOfMonth(tx, phone, number.packageId, end);
  const [pkg] = await tx
    .select({ monthlyFeeFen: packages.monthlyFeeFen, isFirstMonthFree: packages.isFirstMonthFree })
    .from(packages)
    .where(eq(packages.id, packageId));
  const feeFen = pkg ? closedMonthFee(month, { joinedAt: number.joinedAt, cancelledAt: number.cancelledAt, ...pkg }) : 0;
  if (feeFen > 0) {
    await writePackageFeeLine(tx, phone, month, feeFen);
    const [charged] = await tx
      .update(subscribers)
      .set({ balanceFen: sql`${subscribers.balanceFen} - ${feeFen}` })
      .where(eq(subscribers.phone, phone))
      .returning({ balanceFen: subscribers.balanceFen });
    const balanceAfterFen = charged?.balanceFen ?? 0;
    await tx.insert(balanceLedger).values({
      phone,
      changeFen: -feeFen,
      balanceAfterFen,
      reason: 'monthly_run',
      reference: `monthly_run:${phone}:${month}`,
      createdAt: now,
    });
    await tx
      .update(billingRuns)
      .set({ chargedFen: feeFen })
      .where(and(eq(billingRuns.phone, phone), eq(billingRuns.billMonth, month)));
    if (balanceAfterFen < 0 && number.status === 'normal') {
      await tx.update(subscribers).set({ status: 'owing' }).where(eq(subscribers.phone, phone));
    }
  }
  await recordMonthlyFee(tx, phone, month);
  return true;
}

/**
 * The month's 套餐月费 line is the run's alone: it is set to the fee, not added to, so a line the
 * demo seed showed for the month in progress becomes the fee the run charged instead of doubling.
 */
async function writePackageFeeLine(tx: Executor, phone: string, month: string, feeFen: number): Promise<void> {
  await tx
    .insert(billItems)
    .values({ phone, billMonth: month, itemName: BillItem.PACKAGE_FEE, amountFen: feeFen, sortOrder: billItemSortOrder(BillItem.PACKAGE_FEE) })
    .onConflictDoUpdate({ target: [billItems.phone, billItems.billMonth, billItems.itemName], set: { amountFen: feeFen } });
}

/** The closed month's bill total, for invoicing (a month with nothing billed gives no invoice month). */
export async function recordMonthlyFee(tx: Executor, phone: string, month: string): Promise<void> {
  const [total] = await tx
    .select({ amountFen: sql<number>`coalesce(sum(${billItems.amountFen}), 0)`.mapWith(Number) })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, month)));
  const amountFen = total?.amountFen ?? 0;
  if (amountFen <= 0) {
    return;
  }
  await tx
    .insert(bossMonthlyFees)
    .values({ phone, feeMonth: month, amountFen })
    .onConflictDoUpdate({ target: [bossMonthlyFees.phone, bossMonthlyFees.feeMonth], set: { amountFen } });
}

/** The numbers live at some time in the month whose month is not closed yet, after `afterPhone`. */
async function listUnbilledNumbers(db: Db, month: string, afterPhone: string, limit: number): Promise<string[]> {
  const { start, end } = chinaMonthBounds(month);
  const rows = await db
    .select({ phone: subscribers.phone })
    .from(subscribers)
    .where(
      and(
        gt(subscribers.phone, afterPhone),
        lt(subscribers.joinedAt, end),
        or(isNull(subscribers.cancelledAt), gte(subscribers.cancelledAt, start)),
        sql`not exists (select 1 from ${billingRuns} where ${billingRuns.phone} = ${subscribers.phone} and ${billingRuns.billMonth} = ${month})`,
      ),
    )
    .orderBy(asc(subscribers.phone))
    .limit(limit);
  return rows.map((row) => row.phone);
}

/** True when some number live in the month has no run for it yet. */
export async function hasUnbilledNumbers(db: Db, month: string): Promise<boolean> {
  return (await listUnbilledNumbers(db, month, '', 1)).length > 0;
}

export interface MonthlyRunSummary {
  billed: number;
  /** Numbers another run was billing at the same moment, or had billed since the batch was read. */
  skipped: number;
}

/**
 * Closes the month (YYYYMM) for every number live in it, in batches by phone so a million numbers
 * are never loaded at once. Safe to repeat and to run on several instances at once.
 */
export async function runMonth(db: Db, month: string, now: Date, options: { batchSize?: number; signal?: AbortSignal } = {}): Promise<MonthlyRunSummary> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const summary: MonthlyRunSummary = { billed: 0, skipped: 0 };
  let afterPhone = '';
  for (;;) {
    const phones = await listUnbilledNumbers(db, month, afterPhone, batchSize);
    for (const phone of phones) {
      if (options.signal?.aborted) {
        // Stopping between numbers leaves no half-billed one; the next run picks up the rest.
        return summary;
      }
      const outcome = await closeMonthForNumber(db, phone, month, now);
      summary[outcome === 'billed' ? 'billed' : 'skipped'] += 1;
    }
    if (phones.length < batchSize) {
      return summary;
    }
    afterPhone = phones[phones.length - 1] ?? afterPhone;
  }
}

/** The month a run at `now` closes: the China month before the current one. */
export function monthToClose(now: Date): string {
  return formatChinaMonth(now, 1);
}
