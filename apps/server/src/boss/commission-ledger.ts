import { COMMISSION_CLAWBACK_DAYS, shareOfBill } from '@hall/contract/commission/rules';
import { chinaMonthIndex, chinaMonthBounds } from '@hall/contract/china-time';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { bossMonthlyFees, commissionLedger, commissionRules, openCardRecords, subscribers } from '../db/schema.ts';

// The writers of the commission ledger, beside the number's life cycle: the audit decision, a
// cancellation and the monthly run write it. The ledger is append-only (the database refuses an
// update or a delete), and each entry is once by its unique key (opening, kind, bill month): a
// replayed audit, a second cancellation path or a repeated share job inserts nothing again.

const DAY_MS = 24 * 60 * 60 * 1000;
export const COMMISSION_CLAWBACK_MS = COMMISSION_CLAWBACK_DAYS * DAY_MS;

/** The rule version an opening activated at this time earns by: the latest effective by then. */
async function findRuleInForce(db: Executor, offerId: string, activatedAt: Date) {
  const [rule] = await db
    .select()
    .from(commissionRules)
    .where(and(eq(commissionRules.offerId, offerId), lte(commissionRules.effectiveFrom, activatedAt)))
    .orderBy(desc(commissionRules.effectiveFrom), desc(commissionRules.id))
    .limit(1);
  return rule ?? null;
}

/**
 * 开户奖励: an opening that passed audit earns its offer's one-off, in the decision's transaction.
 * The number's activation is its joining time (the opening's time when the number is gone). An offer
 * without a rule then, or a rule of nothing, earns nothing. True when an entry was written.
 */
export async function earnOpeningCommission(db: Executor, uimId: string, now: Date): Promise<boolean> {
  const [opening] = await db
    .select({ record: openCardRecords, joinedAt: subscribers.joinedAt })
    .from(openCardRecords)
    .leftJoin(subscribers, eq(subscribers.phone, openCardRecords.serviceId))
    .where(and(eq(openCardRecords.uimId, uimId), eq(openCardRecords.reviewStatus, 'passed')));
  if (!opening) {
    return false;
  }
  const { record } = opening;
  const activatedAt = opening.joinedAt ?? record.createdAt;
  const rule = await findRuleInForce(db, record.prodOfferId, activatedAt);
  if (!rule || (rule.oneOffFen === 0 && rule.shareBp === 0)) {
    return false;
  }
  const written = await db
    .insert(commissionLedger)
    .values({
      dealerId: record.dealerId,
      workNo: record.workNo,
      uimId: record.uimId,
      recordNumber: record.recordNumber,
      phone: record.serviceId,
      ruleId: rule.id,
      kind: 'activation',
      amountFen: rule.oneOffFen,
      activatedAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: commissionLedger.id });
  return written.length > 0;
}

type LedgerEntry = typeof commissionLedger.$inferSelect;

/** An entry following an activation entry: the same opening, dealer, work number and rule. */
function followingEntry(activation: LedgerEntry, entry: { kind: 'share' | 'clawback'; billMonth: string; amountFen: number; createdAt: Date }) {
  const { id: _id, ...opening } = activation;
  return { ...opening, ...entry };
}

/** The number's latest opening that earned an activation entry. */
async function findActivation(db: Executor, phone: string) {
  const [entry] = await db
    .select()
    .from(commissionLedger)
    .where(and(eq(commissionLedger.phone, phone), eq(commissionLedger.kind, 'activation')))
    .orderBy(desc(commissionLedger.activatedAt), desc(commissionLedger.id))
    .limit(1);
  return entry ?? null;
}

/**
 * 追回: the number is cancelled within the clawback period of its activation, so the one-off it
 * earned is reversed (a negative entry), once; shares of months it was live stay earned. Called in
 * the cancellation's transaction (number-state-machine.ts).
 */
export async function clawBackCommission(db: Executor, phone: string, now: Date): Promise<boolean> {
  const activation = await findActivation(db, phone);
  if (!activation || activation.amountFen <= 0 || now.getTime() - activation.activatedAt.getTime() > COMMISSION_CLAWBACK_MS) {
    return false;
  }
  const written = await db
    .insert(commissionLedger)
    .values(followingEntry(activation, { kind: 'clawback', billMonth: '', amountFen: -activation.amountFen, createdAt: now }))
    .onConflictDoNothing()
    .returning({ id: commissionLedger.id });
  return written.length > 0;
}

/**
 * Queues the share job of a number's closed month, in the monthly run's transaction: only for a
 * number whose opening earned under a rule with a share (one statement; one row per number and month).
 */
export async function queueCommissionShare(db: Executor, phone: string, month: string, now: Date): Promise<void> {
  await db.execute(sql`
    insert into commission_share_jobs (phone, bill_month, created_at)
    select ${phone}, ${month}, ${now.toISOString()}::timestamptz
    where exists (
      select 1 from commission_ledger l join commission_rules r on r.id = l.rule_id
      where l.phone = ${phone} and l.kind = 'activation' and r.share_bp > 0)
    on conflict do nothing`);
}

/** Whether a bill month is one of the first `months` months from the activation (its month is the first). */
export function isWithinShareMonths(activatedAt: Date, month: string, months: number): boolean {
  const offset = chinaMonthIndex(chinaMonthBounds(month).start) - chinaMonthIndex(activatedAt);
  return offset >= 0 && offset < months;
}

/**
 * 话费分成: share × the month's bill (its bill items as the monthly run totalled them), floored to the fen, for the
 * number's opening still within its first N months; once per opening and month by the unique key.
 */
export async function earnShareOfMonth(db: Executor, phone: string, month: string, now: Date): Promise<boolean> {
  const { end } = chinaMonthBounds(month);
  const [found] = await db
    .select({ activation: commissionLedger, rule: commissionRules })
    .from(commissionLedger)
    .innerJoin(commissionRules, eq(commissionRules.id, commissionLedger.ruleId))
    .where(
      and(eq(commissionLedger.phone, phone), eq(commissionLedger.kind, 'activation'), gt(sql`${end.toISOString()}::timestamptz`, commissionLedger.activatedAt)),
    )
    .orderBy(desc(commissionLedger.activatedAt), desc(commissionLedger.id))
    .limit(1);
  if (!found || found.rule.shareBp === 0 || !isWithinShareMonths(found.activation.activatedAt, month, found.rule.shareMonths)) {
    return false;
  }
  const [bill] = await db
    .select({ amountFen: bossMonthlyFees.amountFen })
    .from(bossMonthlyFees)
    .where(and(eq(bossMonthlyFees.phone, phone), eq(bossMonthlyFees.feeMonth, month)));
  const amountFen = shareOfBill(bill?.amountFen ?? 0, found.rule.shareBp);
  if (amountFen === 0) {
    return false;
  }
  const written = await db
    .insert(commissionLedger)
    .values(followingEntry(found.activation, { kind: 'share', billMonth: month, amountFen, createdAt: now }))
    .onConflictDoNothing()
    .returning({ id: commissionLedger.id });
  return written.length > 0;
}
