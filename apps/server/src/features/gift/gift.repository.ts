import { SmsCodeType } from '@hall/contract/sms/rules';
import type { GiftKind } from '@hall/contract/gift/rules';
import { and, asc, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { gifts, smsCodes, subscribers } from '../../db/schema.ts';

// SQL of gifts: the two numbers (locked in the confirmation), the code it spends, the sums the
// limits are checked against, and a number's records.

export interface GiftNumber {
  phone: string;
  status: typeof subscribers.$inferSelect.status;
  packageId: string;
  balanceFen: number;
}

/** The numbers' rows, in phone order; with `lock` held until the transaction ends (always in one order, so two gifts between the same numbers never deadlock). */
export async function readNumbers(executor: Executor, phones: string[], options: { lock: boolean }): Promise<Map<string, GiftNumber>> {
  const query = executor
    .select({ phone: subscribers.phone, status: subscribers.status, packageId: subscribers.packageId, balanceFen: subscribers.balanceFen })
    .from(subscribers)
    .where(or(...phones.map((phone) => eq(subscribers.phone, phone))))
    .orderBy(asc(subscribers.phone));
  const rows = options.lock ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.phone, { ...row, packageId: row.packageId ?? '' }]));
}

/**
 * Spends the giver's gift code the confirmation checked (the one sent at `sentAt`), in the gift's
 * transaction: the id when this confirmation is the one to use it, null when another did first.
 */
export async function spendGiftCode(tx: Executor, phone: string, sentAt: Date, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, SmsCodeType.GIFT), eq(smsCodes.createdAt, sentAt), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return row?.id ?? null;
}

export interface GiftTotals {
  dayCount: number;
  dayAmount: number;
  monthCount: number;
  monthAmount: number;
}

/** A number's gifts of a kind given (or received) this China day and month. */
export async function sumGifts(
  executor: Executor,
  query: { phone: string; side: 'give' | 'receive'; kind: GiftKind; dayStart: Date; monthStart: Date; monthEnd: Date },
): Promise<GiftTotals> {
  const column = query.side === 'give' ? gifts.giverPhone : gifts.receiverPhone;
  const [row] = await executor
    .select({
      dayCount: sql<number>`count(*) filter (where ${gifts.createdAt} >= ${query.dayStart})`.mapWith(Number),
      dayAmount: sql<number>`coalesce(sum(${gifts.amount}) filter (where ${gifts.createdAt} >= ${query.dayStart}), 0)`.mapWith(Number),
      monthCount: sql<number>`count(*)`.mapWith(Number),
      monthAmount: sql<number>`coalesce(sum(${gifts.amount}), 0)`.mapWith(Number),
    })
    .from(gifts)
    .where(and(eq(column, query.phone), eq(gifts.kind, query.kind), gte(gifts.createdAt, query.monthStart), lt(gifts.createdAt, query.monthEnd)));
  return row ?? { dayCount: 0, dayAmount: 0, monthCount: 0, monthAmount: 0 };
}

/** A page of the gifts a number gave or received, newest first, and how many there are. */
export async function listGifts(executor: Executor, phone: string, page: { limit: number; offset: number }) {
  const ofNumber = or(eq(gifts.giverPhone, phone), eq(gifts.receiverPhone, phone));
  const rows = await executor.select().from(gifts).where(ofNumber).orderBy(desc(gifts.createdAt), desc(gifts.id)).limit(page.limit).offset(page.offset);
  const [total] = await executor.select({ total: count() }).from(gifts).where(ofNumber);
  return { rows, total: Number(total?.total ?? 0) };
}
