import { and, asc, count, eq, gte, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { billingRuns, billItems, subscribers } from '../../db/schema.ts';
import { isLiveInMonth, isUnbilledInMonth } from '../../boss/built-in-monthly-run.ts';

// SQL of 出账批次: the monthly run's rows of some months (index on bill_month, migration 0054), the
// numbers it has not billed by the run's own condition, and one number's month.

/** Per month with any run row: numbers billed, the total charged, the first and last run times. */
export function summariseRuns(db: Executor, months: string[]) {
  return db
    .select({
      month: billingRuns.billMonth,
      billedNumbers: count(),
      chargedFen: sql<number>`coalesce(sum(${billingRuns.chargedFen}), 0)`.mapWith(Number),
      firstRanAt: min(billingRuns.ranAt),
      lastRanAt: max(billingRuns.ranAt),
    })
    .from(billingRuns)
    .where(inArray(billingRuns.billMonth, months))
    .groupBy(billingRuns.billMonth);
}

/** Numbers live in the month that the run has not billed (listUnbilledNumbers' condition). */
export async function countUnbilled(db: Executor, month: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(subscribers).where(isUnbilledInMonth(month));
  return Number(row?.total ?? 0);
}

/** When the first number joined; null with none. */
export async function findFirstJoin(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ joinedAt: min(subscribers.joinedAt) }).from(subscribers);
  return row?.joinedAt ?? null;
}

/** The number and whether it was live in the month; null when it is not ours. */
export async function findNumberInMonth(db: Executor, phone: string, month: string): Promise<{ isLive: boolean } | null> {
  const [row] = await db
    .select({ isLive: sql<boolean>`${isLiveInMonth(month)}` })
    .from(subscribers)
    .where(eq(subscribers.phone, phone));
  return row ? { isLive: Boolean(row.isLive) } : null;
}

export async function findRun(db: Executor, phone: string, month: string) {
  const [row] = await db
    .select({ chargedFen: billingRuns.chargedFen, ranAt: billingRuns.ranAt })
    .from(billingRuns)
    .where(and(eq(billingRuns.phone, phone), eq(billingRuns.billMonth, month)));
  return row ?? null;
}

export function listBillLines(db: Executor, phone: string, month: string) {
  return db
    .select({ itemName: billItems.itemName, amountFen: billItems.amountFen })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, month)))
    .orderBy(asc(billItems.sortOrder), asc(billItems.itemName));
}

/** The export's keyset page: the run rows made within [start, end), after (month, number), in that order. */
export function listRunsAfter(db: Executor, range: { start: Date; end: Date }, after: { billMonth: string; phone: string } | null, limit: number) {
  return db
    .select({ billMonth: billingRuns.billMonth, phone: billingRuns.phone, chargedFen: billingRuns.chargedFen, ranAt: billingRuns.ranAt })
    .from(billingRuns)
    .where(
      and(
        gte(billingRuns.ranAt, range.start),
        lt(billingRuns.ranAt, range.end),
        after ? sql`(${billingRuns.billMonth}, ${billingRuns.phone}) > (${after.billMonth}, ${after.phone})` : undefined,
      ),
    )
    .orderBy(asc(billingRuns.billMonth), asc(billingRuns.phone))
    .limit(limit);
}

export type RunExportRow = Awaited<ReturnType<typeof listRunsAfter>>[number];
