import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { alertLowBalance } from '../../domain/fund-pool.ts';
import { agentPayments, dealerPayKinds, dealers, fundPoolLedger, openCardRecords } from '../../db/schema.ts';

export type AgentPaymentRow = typeof agentPayments.$inferSelect;

export async function findDealerPayKind(db: Executor, dealerId: string): Promise<number | null> {
  const rows = await db.select({ payKind: dealerPayKinds.payKind }).from(dealerPayKinds).where(eq(dealerPayKinds.id, dealerId));
  return rows[0]?.payKind ?? null;
}

export async function findPayment(db: Executor, outTradeNo: string): Promise<AgentPaymentRow | null> {
  const rows = await db.select().from(agentPayments).where(eq(agentPayments.outTradeNo, outTradeNo)).limit(1);
  return rows[0] ?? null;
}

export async function insertPayment(db: Executor, payment: typeof agentPayments.$inferInsert & { createdAt: Date }): Promise<void> {
  await db.insert(agentPayments).values(payment);
}

/**
 * Debits a dealer's fund pool once for an opening: the payment row (unique per record), the
 * conditional balance update (never below zero) and the ledger row commit together or not at all.
 * Answers the new balance, or null when the pool holds too little.
 */
export async function debitFundPool(
  db: Executor,
  debit: { dealerId: string; amountFen: number; outTradeNo: string; recordNumber: string; uimId: string; workNo: string; now: Date },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(dealers)
      .set({ fundPoolFen: sql`${dealers.fundPoolFen} - ${debit.amountFen}` })
      .where(and(eq(dealers.id, debit.dealerId), sql`${dealers.fundPoolFen} >= ${debit.amountFen}`))
      .returning({ balance: dealers.fundPoolFen });
    const balance = updated[0]?.balance;
    if (balance === undefined) {
      return null;
    }
    await tx.insert(agentPayments).values({
      outTradeNo: debit.outTradeNo,
      recordNumber: debit.recordNumber,
      uimId: debit.uimId,
      dealerId: debit.dealerId,
      payKind: 2,
      amountFen: debit.amountFen,
      status: 'paid',
      createdAt: debit.now,
      paidAt: debit.now,
    });
    const [entry] = await tx
      .insert(fundPoolLedger)
      .values({
        dealerId: debit.dealerId,
        amountFen: -debit.amountFen,
        balanceAfterFen: Number(balance),
        outTradeNo: debit.outTradeNo,
        recordNumber: debit.recordNumber,
        workNo: debit.workNo,
        createdAt: debit.now,
      })
      .returning({ id: fundPoolLedger.id });
    if (entry) {
      await alertLowBalance(tx, debit.dealerId, entry.id, debit.now);
    }
    await tx
      .update(openCardRecords)
      .set({ rechargeFlag: 'finish', outTradeNo: debit.outTradeNo, openCardLocation: 2, updatedAt: debit.now })
      .where(eq(openCardRecords.uimId, debit.uimId));
    return Number(balance);
  });
}

export async function findPendingWechatPayment(db: Executor, recordNumber: string): Promise<AgentPaymentRow | null> {
  const rows = await db
    .select()
    .from(agentPayments)
    .where(and(eq(agentPayments.recordNumber, recordNumber), eq(agentPayments.payKind, 1), eq(agentPayments.status, 'pending')))
    .limit(1);
  return rows[0] ?? null;
}

export async function countPayments(db: Executor, recordNumber: string): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(agentPayments)
    .where(eq(agentPayments.recordNumber, recordNumber));
  return rows[0]?.count ?? 0;
}

/**
 * Settles a WeChat payment once: the pending payment turns paid (conditional update), and only
 * then the record is marked paid at location 2. A repeated notification changes nothing.
 */
export async function settleWechatPayment(db: Executor, outTradeNo: string, isPaid: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(agentPayments)
      .set({ status: isPaid ? 'paid' : 'failed', paidAt: isPaid ? now : null })
      .where(and(eq(agentPayments.outTradeNo, outTradeNo), eq(agentPayments.status, 'pending')))
      .returning();
    const payment = settled[0];
    if (!payment || !isPaid) {
      return;
    }
    await tx
      .update(openCardRecords)
      .set({
        rechargeFlag: 'finish',
        outTradeNo,
        openCardLocation: sql`greatest(${openCardRecords.openCardLocation}, 2)`,
        updatedAt: now,
      })
      .where(and(eq(openCardRecords.uimId, payment.uimId), eq(openCardRecords.status, 'open')));
  });
}

export async function readFundPool(db: Executor, dealerId: string): Promise<number> {
  const rows = await db.select({ balance: dealers.fundPoolFen }).from(dealers).where(eq(dealers.id, dealerId));
  return Number(rows[0]?.balance ?? 0);
}
