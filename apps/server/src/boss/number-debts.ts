import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { balanceLedger, numberDebts, subscribers } from '../db/schema.ts';

export type DebtCause = (typeof numberDebts.$inferInsert)['cause'];

/**
 * What a cancelled number still owes, moved off its balance into a debt (number_debts, owed until
 * paid or written off) by a ledger entry `debt` that brings the balance back to zero: a
 * cancellation never drops a debt. In the cancellation's transaction, the number's row locked.
 * Answers the debt in fen (0 when the balance was not below zero: nothing is written).
 */
export async function moveOwedBalanceIntoDebt(tx: Executor, phone: string, cause: DebtCause, now: Date): Promise<number> {
  const [number] = await tx.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, phone));
  const debtFen = Math.max(0, -(number?.balanceFen ?? 0));
  if (debtFen === 0) {
    return 0;
  }
  const [debt] = await tx.insert(numberDebts).values({ phone, amountFen: debtFen, cause, createdAt: now }).returning({ id: numberDebts.id });
  await tx.update(subscribers).set({ balanceFen: 0 }).where(eq(subscribers.phone, phone));
  await tx
    .insert(balanceLedger)
    .values({ phone, changeFen: debtFen, balanceAfterFen: 0, reason: 'debt', reference: `debt:${debt?.id ?? phone}`, createdAt: now });
  return debtFen;
}
