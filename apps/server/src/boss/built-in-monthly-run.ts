import { queueAutoTopUpCheck } from './auto-top-up-trigger.ts';
import { and, asc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import { balanceLedger, billingRuns, billItems, bossMonthlyFees, packageChangeOrders, packages, subscribers } from '../db/schema.ts';
import { chinaDayOfMonth, chinaMonthBounds, formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import { formatYuan } from '@hall/contract/money';
import { NUMBER_STATE_RULES, type MonthlyCharge, type NumberState } from '@hall/contract/number-state';
import { queueCommissionShare } from './commission-ledger.ts';
import { NotificationKey, queueNotification } from '../platform/notifications.ts';
import { BillItem, billItemSortOrder, type BillItemName } from './bill-items.ts';
import { readCreditSettings } from './credit-settings.ts';
import { listStateChangesSince, stateAt, tryMoveNumber } from './number-state-machine.ts';
import { queueUsageAlertCheck } from './usage-alert-checks.ts';

// The monthly run: on the 1st (China time) each number's previous month is closed once. The
// billing_runs row, inserted first in the number's transaction, is what makes it exactly once:
// a second run, a second instance, or a restart after a crash finds it and bills nothing.

const DEFAULT_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClosedMonthNumber {
  joinedAt: Date;
  cancelledAt: Date | null;
  monthlyFeeFen: number;
  isFirstMonthFree: boolean;
}

/** How the monthly run charges each China day of the month (1-based): by the state it began in. */
export type DayCharge = (day: number) => MonthlyCharge;

export interface ClosedMonthCharges {
  packageFeeFen: number;
  keepFeeFen: number;
}

/**
 * What a closed month charges. Each China day the number was live (the joining day and the
 * cancellation day both count) is charged by the state it began in (the machine's monthlyCharge):
 * the package fee × package days ÷ days of the month, the keep fee × kept days ÷ days, each
 * rounded half up to the fen; nothing for the other days. The package fee is nothing for the
 * month the number joined when the package is first-month free. Live the whole month in service,
 * it pays the whole fee.
 */
export function closedMonthCharges(month: string, number: ClosedMonthNumber, chargeOfDay: DayCharge, keepFeeFen: number): ClosedMonthCharges {
  const { days } = chinaMonthBounds(month);
  const counted = countChargedDays(month, number, chargeOfDay);
  const prorate = (feeFen: number, chargedDays: number) => (chargedDays === days ? feeFen : Math.round((feeFen * chargedDays) / days));
  return {
    packageFeeFen: counted.joinedThisMonth && number.isFirstMonthFree ? 0 : prorate(number.monthlyFeeFen, counted.packageFee),
    keepFeeFen: prorate(keepFeeFen, counted.keepFee),
  };
}

/** The China days of the month the number was live on (joining and cancellation days count), by what each is charged. */
export function countChargedDays(
  month: string,
  number: Pick<ClosedMonthNumber, 'joinedAt' | 'cancelledAt'>,
  chargeOfDay: DayCharge,
): Record<MonthlyCharge, number> & { joinedThisMonth: boolean; days: number } {
  const { start, end, days } = chinaMonthBounds(month);
  const joinedThisMonth = number.joinedAt >= start;
  const firstDay = joinedThisMonth ? chinaDayOfMonth(number.joinedAt) : 1;
  const lastDay = number.cancelledAt && number.cancelledAt < end ? chinaDayOfMonth(number.cancelledAt) : days;
  const counted: Record<MonthlyCharge, number> = { packageFee: 0, keepFee: 0, nothing: 0 };
  for (let day = firstDay; day <= lastDay; day += 1) {
    counted[chargeOfDay(day)] += 1;
  }
  return { ...counted, joinedThisMonth, days };
}

/** The package fee of a closed month for a number in service all along (see closedMonthCharges). */
export function closedMonthFee(month: string, number: ClosedMonthNumber): number {
  return closedMonthCharges(month, number, () => 'packageFee', 0).packageFeeFen;
}

/** Each day of the month charged by the state the number began it in, from its recorded changes. */
export async function readDayCharges(tx: Executor, phone: string, month: string, current: NumberState): Promise<DayCharge> {
  const { start } = chinaMonthBounds(month);
  const changes = await listStateChangesSince(tx, phone, start);
  return (day) => NUMBER_STATE_RULES[stateAt(changes, current, new Date(start.getTime() + (day - 1) * DAY_MS))].monthlyCharge;
}

/**
 * The package in force during the month. A change applied on the 1st of a later month replaced
 * the package the month was on, so the earliest such change names it (its from-package); with
 * none, the number is still on that package (a change due on the 1st but not yet applied has not
 * moved it).
 */
export async function findPackageOfMonth(tx: Executor, phone: string, currentPackageId: string, monthEnd: Date): Promise<string> {
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
  const { keepFeeFen } = await readCreditSettings(tx);
  const charges = closedMonthCharges(
    month,
    { joinedAt: number.joinedAt, cancelledAt: number.cancelledAt, monthlyFeeFen: pkg?.monthlyFeeFen ?? 0, isFirstMonthFree: pkg?.isFirstMonthFree ?? false },
    await readDayCharges(tx, phone, month, number.status),
    keepFeeFen,
  );
  const totalFen = charges.packageFeeFen + charges.keepFeeFen;
  if (totalFen > 0) {
    await writeRunLine(tx, phone, month, BillItem.PACKAGE_FEE, charges.packageFeeFen);
    await writeRunLine(tx, phone, month, BillItem.KEEP_FEE, charges.keepFeeFen);
    const [charged] = await tx
      .update(subscribers)
      .set({ balanceFen: sql`${subscribers.balanceFen} - ${totalFen}` })
      .where(eq(subscribers.phone, phone))
      .returning({ balanceFen: subscribers.balanceFen });
    await tx.insert(balanceLedger).values({
      phone,
      changeFen: -totalFen,
      balanceAfterFen: charged?.balanceFen ?? 0,
      reason: 'monthly_run',
      reference: `monthly_run:${phone}:${month}`,
      createdAt: now,
    });
    await queueAutoTopUpCheck(tx, { phone, balanceAfterFen: charged?.balanceFen ?? 0, reference: `monthly_run:${phone}:${month}`, now });
    await tx
      .update(billingRuns)
      .set({ chargedFen: totalFen })
      .where(and(eq(billingRuns.phone, phone), eq(billingRuns.billMonth, month)));
    await queueUsageAlertCheck(tx, phone, now);
    if ((charged?.balanceFen ?? 0) < 0) {
      await tryMoveNumber(tx, { phone, transition: 'fellIntoDebt', now });
    }
  }
  const billedFen = await recordMonthlyFee(tx, phone, month);
  await queueCommissionShare(tx, phone, month, now);
  if (number.status !== 'cancelled' && billedFen > 0) {
    await queueBillNotice(tx, { phone, month, billedFen, now });
  }
  return true;
}

/** 账单通知: once per number and month, after its month is closed (a cancelled number's owner was told at cancellation). */
async function queueBillNotice(tx: Executor, bill: { phone: string; month: string; billedFen: number; now: Date }): Promise<void> {
  const [number] = await tx.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, bill.phone));
  await queueNotification(tx, {
    kind: 'billIssued',
    phone: bill.phone,
    params: {
      month: `${bill.month.slice(0, 4)}年${Number(bill.month.slice(4, 6))}月`,
      amount: formatYuan(bill.billedFen),
      balance: formatYuan(number?.balanceFen ?? 0),
    },
    dedupeKey: NotificationKey.billIssued(bill.phone, bill.month),
    now: bill.now,
  });
}

/**
 * The month's 套餐月费 and 停机保号费 lines are the run's alone: set, not added to, so a line the
 * demo seed showed for the month in progress becomes the fee the run charged instead of doubling.
 */
async function writeRunLine(tx: Executor, phone: string, month: string, itemName: BillItemName, amountFen: number): Promise<void> {
  if (amountFen <= 0) {
    return;
  }
  await tx
    .insert(billItems)
    .values({ phone, billMonth: month, itemName, amountFen, sortOrder: billItemSortOrder(itemName) })
    .onConflictDoUpdate({ target: [billItems.phone, billItems.billMonth, billItems.itemName], set: { amountFen } });
}

/** The closed month's bill total, for invoicing (a month with nothing billed gives no invoice month). */
export async function recordMonthlyFee(tx: Executor, phone: string, month: string): Promise<number> {
  const [total] = await tx
    .select({ amountFen: sql<number>`coalesce(sum(${billItems.amountFen}), 0)`.mapWith(Number) })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, month)));
  const amountFen = total?.amountFen ?? 0;
  if (amountFen <= 0) {
    return 0;
  }
  await tx
    .insert(bossMonthlyFees)
    .values({ phone, feeMonth: month, amountFen })
    .onConflictDoUpdate({ target: [bossMonthlyFees.phone, bossMonthlyFees.feeMonth], set: { amountFen } });
  return amountFen;
}

/** Of subscribers: the number was live at some time in the month (joined before its end, not cancelled before its start). */
export function isLiveInMonth(month: string): SQL {
  const { start, end } = chinaMonthBounds(month);
  return and(lt(subscribers.joinedAt, end), or(isNull(subscribers.cancelledAt), gte(subscribers.cancelledAt, start))) as SQL;
}

/** Of subscribers: live in the month, and its month not closed yet (no billing_runs row). */
export function isUnbilledInMonth(month: string): SQL {
  return and(
    isLiveInMonth(month),
    sql`not exists (select 1 from ${billingRuns} where ${billingRuns.phone} = ${subscribers.phone} and ${billingRuns.billMonth} = ${month})`,
  ) as SQL;
}

/** The numbers live at some time in the month whose month is not closed yet, after `afterPhone`. */
async function listUnbilledNumbers(db: Db, month: string, afterPhone: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ phone: subscribers.phone })
    .from(subscribers)
    .where(and(gt(subscribers.phone, afterPhone), isUnbilledInMonth(month)))
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
