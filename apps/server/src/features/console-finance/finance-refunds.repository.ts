import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RefundStatus } from '@hall/contract/console-numbers/rules';
import { ofNumberAndFormerOwners } from '../../boss/number-release.ts';
import type { Executor } from '../../db/connection.ts';
import { balanceRefunds, staffUsers } from '../../db/schema.ts';

// SQL of finance's refund queue: the cancellations' refunds by status, and why a refund of a batch
// was not recorded. The rules (dates, masking, the sealed card, the export) live in the service.

export interface RefundFilter {
  status: RefundStatus;
  /** Empty: every number. */
  phone: string;
  /** Bounds of created_at: from included, before excluded; null: unbounded. */
  from: Date | null;
  before: Date | null;
}

function matching(filter: RefundFilter): SQL | undefined {
  const conditions: SQL[] = [eq(balanceRefunds.status, filter.status)];
  if (filter.phone) {
    conditions.push(ofNumberAndFormerOwners(balanceRefunds.phone, filter.phone));
  }
  if (filter.from) {
    conditions.push(gte(balanceRefunds.createdAt, filter.from));
  }
  if (filter.before) {
    conditions.push(lt(balanceRefunds.createdAt, filter.before));
  }
  return and(...conditions);
}

/** 待退款 is a queue (oldest first); the paid and the closed read newest first. */
const orderOf = (status: RefundStatus) =>
  status === 'pending' ? [asc(balanceRefunds.createdAt), asc(balanceRefunds.id)] : [desc(balanceRefunds.createdAt), desc(balanceRefunds.id)];

function selectRefunds(db: Executor) {
  return db
    .select({
      id: balanceRefunds.id,
      phone: balanceRefunds.phone,
      amountFen: balanceRefunds.amountFen,
      route: balanceRefunds.route,
      sealedBank: balanceRefunds.sealedBank,
      status: balanceRefunds.status,
      createdAt: balanceRefunds.createdAt,
      paidAt: balanceRefunds.paidAt,
      paidReference: balanceRefunds.paidReference,
      paidBy: staffUsers.displayName,
    })
    .from(balanceRefunds)
    .leftJoin(staffUsers, eq(staffUsers.id, balanceRefunds.paidBy));
}

export function listRefundPage(db: Executor, filter: RefundFilter, page: { limit: number; offset: number }) {
  return selectRefunds(db)
    .where(matching(filter))
    .orderBy(...orderOf(filter.status))
    .limit(page.limit)
    .offset(page.offset);
}

/** The export's keyset page: the refunds that match after `afterId`, by id. */
export function listRefundsAfter(db: Executor, filter: RefundFilter, afterId: number, limit: number) {
  return selectRefunds(db)
    .where(and(matching(filter), gt(balanceRefunds.id, afterId)))
    .orderBy(asc(balanceRefunds.id))
    .limit(limit);
}

export type RefundRow = Awaited<ReturnType<typeof listRefundPage>>[number];

/** How many refunds match, and their amount. */
export async function sumRefunds(db: Executor, filter: RefundFilter): Promise<{ total: number; amountFen: number }> {
  const [row] = await db
    .select({ total: count(), amountFen: sql<number>`coalesce(sum(${balanceRefunds.amountFen}), 0)`.mapWith(Number) })
    .from(balanceRefunds)
    .where(matching(filter));
  return { total: Number(row?.total ?? 0), amountFen: row?.amountFen ?? 0 };
}

/** A refund's status, or null when there is no such refund. */
export async function findRefundStatus(db: Executor, refundId: number): Promise<RefundStatus | null> {
  const [row] = await db.select({ status: balanceRefunds.status }).from(balanceRefunds).where(eq(balanceRefunds.id, refundId));
  return row?.status ?? null;
}
