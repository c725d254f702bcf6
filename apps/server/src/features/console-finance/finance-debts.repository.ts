import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DebtStatus } from '@hall/contract/console-numbers/rules';
import { ofNumberAndFormerOwners } from '../../boss/number-release.ts';
import type { Executor } from '../../db/connection.ts';
import { numberDebts, staffUsers } from '../../db/schema.ts';

// SQL of finance's debt list (number_debts, index on status and created_at).

export interface DebtFilter {
  status: DebtStatus;
  /** Empty: every number. */
  phone: string;
}

function matching(filter: DebtFilter): SQL | undefined {
  return and(eq(numberDebts.status, filter.status), filter.phone ? ofNumberAndFormerOwners(numberDebts.phone, filter.phone) : undefined);
}

function selectDebts(db: Executor) {
  return db
    .select({
      id: numberDebts.id,
      phone: numberDebts.phone,
      amountFen: numberDebts.amountFen,
      cause: numberDebts.cause,
      status: numberDebts.status,
      createdAt: numberDebts.createdAt,
      writtenOffAt: numberDebts.writtenOffAt,
      writtenOffBy: staffUsers.displayName,
      writeOffReason: numberDebts.writeOffReason,
    })
    .from(numberDebts)
    .leftJoin(staffUsers, eq(staffUsers.id, numberDebts.writtenOffBy));
}

/** Newest first. */
export function listDebtPage(db: Executor, filter: DebtFilter, page: { limit: number; offset: number }) {
  return selectDebts(db).where(matching(filter)).orderBy(desc(numberDebts.createdAt), desc(numberDebts.id)).limit(page.limit).offset(page.offset);
}

/** The export's keyset page: the debts that match, arisen within [start, end), after `afterId` by id. */
export function listDebtsAfter(db: Executor, filter: DebtFilter & { start: Date; end: Date }, afterId: number, limit: number) {
  return selectDebts(db)
    .where(and(matching(filter), gte(numberDebts.createdAt, filter.start), lt(numberDebts.createdAt, filter.end), gt(numberDebts.id, afterId)))
    .orderBy(asc(numberDebts.id))
    .limit(limit);
}

export type DebtRow = Awaited<ReturnType<typeof listDebtsAfter>>[number];

export async function sumDebts(db: Executor, filter: DebtFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(numberDebts).where(matching(filter));
  return Number(row?.total ?? 0);
}

/** What is still owed, over every number. */
export async function sumOwed(db: Executor): Promise<number> {
  const [row] = await db
    .select({ amountFen: sql<number>`coalesce(sum(${numberDebts.amountFen}), 0)`.mapWith(Number) })
    .from(numberDebts)
    .where(eq(numberDebts.status, 'owed'));
  return row?.amountFen ?? 0;
}
