import { CommissionLimit, CommissionMessage, type CommissionKind } from '@hall/contract/commission/rules';
import type { CommissionEntry, CommissionStatement } from '@hall/contract/commission/schemas';
import { chinaMonthBounds, chinaMonthIndex, formatChinaMonth } from '@hall/contract/china-time';
import { and, asc, count, eq, gt, gte, lt, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { commissionLedger, dealers } from '../db/schema.ts';
import { invalid } from '../platform/api-error.ts';
import { maskPhone } from '../platform/masking.ts';

// A dealer's commission as its statement shows it (the agent area's 佣金结算 and the console): the
// entries of a China month, oldest first, the number masked, and the month's totals per kind. The
// CSV export reads the same entries a page at a time (keyset by id), never the whole range at once.

export interface LedgerRow {
  id: number;
  dealerId: string;
  createdAt: Date;
  kind: CommissionKind;
  recordNumber: string;
  phone: string;
  workNo: string;
  billMonth: string;
  amountFen: number;
}

export function toStatementEntry(row: LedgerRow): CommissionEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    recordNumber: row.recordNumber,
    phone: maskPhone(row.phone),
    workNo: row.workNo,
    billMonth: row.billMonth,
    amountFen: row.amountFen,
  };
}

const ROW_COLUMNS = {
  id: commissionLedger.id,
  dealerId: commissionLedger.dealerId,
  createdAt: commissionLedger.createdAt,
  kind: commissionLedger.kind,
  recordNumber: commissionLedger.recordNumber,
  phone: commissionLedger.phone,
  workNo: commissionLedger.workNo,
  billMonth: commissionLedger.billMonth,
  amountFen: commissionLedger.amountFen,
};

/** The month asked (YYYYMM), or the current China month; refused when after it or more than the reach before it. */
export function statementMonthOf(now: Date, month: string | undefined): { month: string; currentMonth: string } {
  const currentMonth = formatChinaMonth(now);
  const asked = month ?? currentMonth;
  const back = chinaMonthIndex(now) - chinaMonthIndex(chinaMonthBounds(asked).start);
  if (back < 0 || back > CommissionLimit.STATEMENT_MONTHS_BACK) {
    throw invalid(CommissionMessage.MONTH_OUT_OF_REACH);
  }
  return { month: asked, currentMonth };
}

export async function findDealerName(db: Executor, dealerId: string): Promise<string | null> {
  const [dealer] = await db.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, dealerId));
  return dealer?.name ?? null;
}

/** A page of the dealer's month and its totals (all pages). */
export async function readCommissionStatement(
  db: Executor,
  dealerId: string,
  input: { month: string; currentMonth: string; page: number },
): Promise<CommissionStatement> {
  const { start, end } = chinaMonthBounds(input.month);
  const ofMonth = and(eq(commissionLedger.dealerId, dealerId), gte(commissionLedger.createdAt, start), lt(commissionLedger.createdAt, end));
  const size = CommissionLimit.STATEMENT_PAGE_SIZE;
  const [rows, sums] = await Promise.all([
    db
      .select(ROW_COLUMNS)
      .from(commissionLedger)
      .where(ofMonth)
      .orderBy(asc(commissionLedger.createdAt), asc(commissionLedger.id))
      .limit(size + 1)
      .offset((input.page - 1) * size),
    db
      .select({ kind: commissionLedger.kind, total: sum(commissionLedger.amountFen).mapWith(Number), entries: count() })
      .from(commissionLedger)
      .where(ofMonth)
      .groupBy(commissionLedger.kind),
  ]);
  const totalOf = (kind: CommissionKind) => sums.find((row) => row.kind === kind)?.total ?? 0;
  const totals = { activationFen: totalOf('activation'), shareFen: totalOf('share'), clawbackFen: totalOf('clawback') };
  return {
    month: input.month,
    currentMonth: input.currentMonth,
    entries: rows.slice(0, size).map(toStatementEntry),
    hasMore: rows.length > size,
    totals: { ...totals, netFen: totals.activationFen + totals.shareFen + totals.clawbackFen },
  };
}

/** The entries of a range of instants (one dealer's, or all when dealerId is null), a page after the id `afterId`. */
export async function readLedgerPage(
  db: Executor,
  range: { dealerId: string | null; start: Date; end: Date },
  afterId: number,
  limit: number,
): Promise<LedgerRow[]> {
  const conditions: (SQL | undefined)[] = [
    range.dealerId === null ? undefined : eq(commissionLedger.dealerId, range.dealerId),
    gte(commissionLedger.createdAt, range.start),
    lt(commissionLedger.createdAt, range.end),
    gt(commissionLedger.id, afterId),
  ];
  return db
    .select(ROW_COLUMNS)
    .from(commissionLedger)
    .where(and(...conditions))
    .orderBy(asc(commissionLedger.id))
    .limit(limit);
}
