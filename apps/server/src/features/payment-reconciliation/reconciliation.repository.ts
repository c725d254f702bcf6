import { and, asc, between, desc, eq, gte, inArray, isNotNull, lt, lte, min, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { agentPayments, rechargeOrders, reconciliationMismatches, reconciliationProgress, reconciliationRuns } from '../../db/schema.ts';
import type { Mismatch } from './reconciliation-compare.ts';

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;

/** The WeChat Pay kind of an agent's opening payment (the other kind is the dealer's fund pool). */
const AGENT_WECHAT_PAY_KIND = 1;

export interface Claim {
  billDate: string;
  token: string;
  now: Date;
  leaseUntil: Date;
  staffId: number | null;
}

/** A day nobody has reconciled yet: its row is inserted, and only one inserter wins (its attempt is the first). */
export async function claimNewDay(db: Executor, claim: Claim): Promise<number | null> {
  const rows = await db
    .insert(reconciliationRuns)
    .values({
      billDate: claim.billDate,
      status: 'running',
      claimToken: claim.token,
      claimedUntil: claim.leaseUntil,
      startedAt: claim.now,
      startedBy: claim.staffId,
    })
    .onConflictDoNothing({ target: reconciliationRuns.billDate })
    .returning({ attempts: reconciliationRuns.attempts });
  return rows[0]?.attempts ?? null;
}

/** The schedule's due retries: a failed day whose retry time has come, a run whose holder's lease ran out (a crashed instance). */
const isDueForRetry = (now: Date) =>
  or(
    and(eq(reconciliationRuns.status, 'failed'), lte(reconciliationRuns.retryAt, now)),
    and(eq(reconciliationRuns.status, 'running'), lt(reconciliationRuns.claimedUntil, now)),
  );

/**
 * A day reconciled before, taken again by one conditional update: by the schedule only when it is
 * due for a retry (never a flagged day), by staff whenever it is finished, failed or flagged, or
 * its holder's lease ran out. Answers the claim's attempt number, or null when not taken.
 */
export async function reclaimDay(db: Executor, claim: Claim, by: 'schedule' | 'staff'): Promise<number | null> {
  const abandoned = and(eq(reconciliationRuns.status, 'running'), lt(reconciliationRuns.claimedUntil, claim.now));
  const eligible = by === 'schedule' ? isDueForRetry(claim.now) : or(ne(reconciliationRuns.status, 'running'), abandoned);
  const rows = await db
    .update(reconciliationRuns)
    .set({
      status: 'running',
      claimToken: claim.token,
      claimedUntil: claim.leaseUntil,
      attempts: sql`${reconciliationRuns.attempts} + 1`,
      startedAt: claim.now,
      startedBy: claim.staffId,
      retryAt: null,
    })
    .where(and(eq(reconciliationRuns.billDate, claim.billDate), eligible))
    .returning({ attempts: reconciliationRuns.attempts });
  return rows[0]?.attempts ?? null;
}

/** Up to `limit` days the schedule should retry now, oldest first. */
export async function listDaysDueForRetry(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ billDate: reconciliationRuns.billDate })
    .from(reconciliationRuns)
    .where(isDueForRetry(now))
    .orderBy(asc(reconciliationRuns.billDate))
    .limit(limit);
  return rows.map((row) => row.billDate);
}

/** The days from `from` through `through` (YYYY-MM-DD, compared as text) that have a run row. */
export async function listDaysWithRun(db: Executor, from: string, through: string): Promise<Set<string>> {
  const rows = await db
    .select({ billDate: reconciliationRuns.billDate })
    .from(reconciliationRuns)
    .where(between(reconciliationRuns.billDate, from, through));
  return new Set(rows.map((row) => row.billDate));
}

/** The newest day up to which every day has a run row, or null before the schedule's first pass. */
export async function findCoveredThrough(db: Executor): Promise<string | null> {
  const rows = await db.select({ coveredThrough: reconciliationProgress.coveredThrough }).from(reconciliationProgress);
  return rows[0]?.coveredThrough ?? null;
}

/** Moves the schedule's progress on to `day`, never back (two instances passing at once agree on the later). */
export async function advanceCoveredThrough(db: Executor, day: string): Promise<void> {
  await db
    .insert(reconciliationProgress)
    .values({ id: true, coveredThrough: day })
    .onConflictDoUpdate({
      target: reconciliationProgress.id,
      set: { coveredThrough: sql`greatest(${reconciliationProgress.coveredThrough}, excluded.covered_through)` },
    });
}

/** When our first WeChat Pay order was recorded (a top-up or an agent's opening fee, paid or not), or null. */
export async function findFirstOrderAt(db: Executor): Promise<Date | null> {
  const [recharge] = await db.select({ at: min(rechargeOrders.createdAt) }).from(rechargeOrders);
  const [opening] = await db
    .select({ at: min(agentPayments.createdAt) })
    .from(agentPayments)
    .where(eq(agentPayments.payKind, AGENT_WECHAT_PAY_KIND));
  const times = [recharge?.at, opening?.at].filter((at): at is Date => at instanceof Date);
  return times.length === 0 ? null : new Date(Math.min(...times.map((at) => at.getTime())));
}

export interface RunResult {
  billSha1: string;
  lineCount: number;
  paidTotalFen: number;
  refundTotalFen: number;
  mismatches: Mismatch[];
  finishedAt: Date;
}

/** Stores a finished run and its mismatches, if this claim still holds the day; false otherwise. */
export async function finishRun(db: Executor, billDate: string, token: string, result: RunResult): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(reconciliationRuns)
      .set({
        status: result.mismatches.length === 0 ? 'matched' : 'mismatched',
        lastError: '',
        billSha1: result.billSha1,
        lineCount: result.lineCount,
        paidTotalFen: result.paidTotalFen,
        refundTotalFen: result.refundTotalFen,
        mismatchCount: result.mismatches.length,
        finishedAt: result.finishedAt,
      })
      .where(and(eq(reconciliationRuns.billDate, billDate), eq(reconciliationRuns.claimToken, token), eq(reconciliationRuns.status, 'running')))
      .returning({ billDate: reconciliationRuns.billDate });
    if (updated.length !== 1) {
      return false;
    }
    await tx.delete(reconciliationMismatches).where(eq(reconciliationMismatches.billDate, billDate));
    if (result.mismatches.length > 0) {
      await tx.insert(reconciliationMismatches).values(result.mismatches.map((mismatch) => ({ billDate, ...mismatch })));
    }
    return true;
  });
}

export interface Failure {
  error: string;
  finishedAt: Date;
  /** When the schedule tries again; null when it gives the day up (flagged). */
  retryAt: Date | null;
}

/** Records a failed attempt (the bill not ready, refused, corrupt): failed until its retry time, or flagged. */
export async function failRun(db: Executor, billDate: string, token: string, failure: Failure): Promise<void> {
  await db
    .update(reconciliationRuns)
    .set({ status: failure.retryAt ? 'failed' : 'flagged', lastError: failure.error, retryAt: failure.retryAt, finishedAt: failure.finishedAt })
    .where(and(eq(reconciliationRuns.billDate, billDate), eq(reconciliationRuns.claimToken, token), eq(reconciliationRuns.status, 'running')));
}

export async function findRun(db: Executor, billDate: string): Promise<ReconciliationRunRow | null> {
  const rows = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, billDate));
  return rows[0] ?? null;
}

/** Every flagged day, then the newest `limit` other days; newest first within each. */
export async function listRuns(db: Executor, limit: number): Promise<ReconciliationRunRow[]> {
  const flagged = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.status, 'flagged')).orderBy(desc(reconciliationRuns.billDate));
  const others = await db
    .select()
    .from(reconciliationRuns)
    .where(ne(reconciliationRuns.status, 'flagged'))
    .orderBy(desc(reconciliationRuns.billDate))
    .limit(limit);
  return [...flagged, ...others];
}

export function listMismatches(db: Executor, billDate: string) {
  return db
    .select({
      kind: reconciliationMismatches.kind,
      outTradeNo: reconciliationMismatches.outTradeNo,
      transactionId: reconciliationMismatches.transactionId,
      ourFen: reconciliationMismatches.ourFen,
      wechatFen: reconciliationMismatches.wechatFen,
    })
    .from(reconciliationMismatches)
    .where(eq(reconciliationMismatches.billDate, billDate))
    .orderBy(reconciliationMismatches.id);
}

/** Our payment of an out-trade-no (a top-up or an agent's opening fee paid by WeChat Pay). */
export interface OurPayment {
  outTradeNo: string;
  amountFen: number;
  isPaid: boolean;
}

/** Our paid payment with when we recorded it paid. */
export interface OurPaidPayment extends OurPayment {
  paidAt: Date;
}

/** Our WeChat Pay payments whose payment time falls in [start, end). */
export async function listPaymentsPaidBetween(db: Executor, start: Date, end: Date): Promise<OurPaidPayment[]> {
  const recharges = await db
    .select({ outTradeNo: rechargeOrders.outTradeNo, amountFen: rechargeOrders.amountFen, paidAt: rechargeOrders.paidAt })
    .from(rechargeOrders)
    .where(and(isNotNull(rechargeOrders.paidAt), gte(rechargeOrders.paidAt, start), lt(rechargeOrders.paidAt, end)));
  const openings = await db
    .select({ outTradeNo: agentPayments.outTradeNo, amountFen: agentPayments.amountFen, paidAt: agentPayments.paidAt })
    .from(agentPayments)
    .where(
      and(eq(agentPayments.payKind, AGENT_WECHAT_PAY_KIND), eq(agentPayments.status, 'paid'), gte(agentPayments.paidAt, start), lt(agentPayments.paidAt, end)),
    );
  return [...recharges, ...openings].map((payment) => ({ ...payment, paidAt: payment.paidAt ?? start, isPaid: true }));
}

/** Our orders of these out-trade-nos, whatever day they were paid (or not paid at all). */
export async function findPayments(db: Executor, outTradeNos: string[]): Promise<Map<string, OurPayment>> {
  const found = new Map<string, OurPayment>();
  if (outTradeNos.length === 0) {
    return found;
  }
  const recharges = await db
    .select({ outTradeNo: rechargeOrders.outTradeNo, amountFen: rechargeOrders.amountFen, paidAt: rechargeOrders.paidAt })
    .from(rechargeOrders)
    .where(inArray(rechargeOrders.outTradeNo, outTradeNos));
  for (const order of recharges) {
    found.set(order.outTradeNo, { outTradeNo: order.outTradeNo, amountFen: order.amountFen, isPaid: order.paidAt !== null });
  }
  const openings = await db
    .select({ outTradeNo: agentPayments.outTradeNo, amountFen: agentPayments.amountFen, status: agentPayments.status })
    .from(agentPayments)
    .where(and(inArray(agentPayments.outTradeNo, outTradeNos), eq(agentPayments.payKind, AGENT_WECHAT_PAY_KIND)));
  for (const payment of openings) {
    found.set(payment.outTradeNo, { outTradeNo: payment.outTradeNo, amountFen: payment.amountFen, isPaid: payment.status === 'paid' });
  }
  return found;
}

/** Our refund of an order (top-ups refunded in full). */
export interface OurRefund {
  outTradeNo: string;
  amountFen: number;
}

/** Refunds WeChat Pay confirmed to us in [start, end). */
export function listRefundsBetween(db: Executor, start: Date, end: Date): Promise<OurRefund[]> {
  return db
    .select({ outTradeNo: rechargeOrders.outTradeNo, amountFen: rechargeOrders.amountFen })
    .from(rechargeOrders)
    .where(and(isNotNull(rechargeOrders.refundedAt), gte(rechargeOrders.refundedAt, start), lt(rechargeOrders.refundedAt, end)));
}

/** Our confirmed refunds of these orders, whatever day. */
export async function findRefunds(db: Executor, outTradeNos: string[]): Promise<Map<string, OurRefund>> {
  if (outTradeNos.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ outTradeNo: rechargeOrders.outTradeNo, amountFen: rechargeOrders.amountFen })
    .from(rechargeOrders)
    .where(and(inArray(rechargeOrders.outTradeNo, outTradeNos), isNotNull(rechargeOrders.refundedAt)));
  return new Map(rows.map((row) => [row.outTradeNo, row]));
}
