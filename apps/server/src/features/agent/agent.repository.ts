import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  agentCaptchas,
  agentPayments,
  agentRealNameChecks,
  agentUploads,
  dealerPayKinds,
  dealers,
  fundPoolLedger,
  openCardRecords,
  sandboxCaptchaOutbox,
} from '../../db/schema.ts';

export type OpenCardRecordRow = typeof openCardRecords.$inferSelect;
export type OpenCardRecordInsert = typeof openCardRecords.$inferInsert;
export type AgentPaymentRow = typeof agentPayments.$inferSelect;

export async function insertCaptcha(db: Executor, randomStrHash: string, answerHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(agentCaptchas)
    .values({ randomStrHash, answerHash, expiresAt })
    .onConflictDoUpdate({ target: agentCaptchas.randomStrHash, set: { answerHash, expiresAt, usedAt: null } });
}

/** Marks the captcha of a random string used and answers its hash; null when none is usable. */
export async function consumeCaptcha(db: Executor, randomStrHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(agentCaptchas)
    .set({ usedAt: now })
    .where(and(eq(agentCaptchas.randomStrHash, randomStrHash), isNull(agentCaptchas.usedAt), gt(agentCaptchas.expiresAt, now)))
    .returning({ answerHash: agentCaptchas.answerHash });
  return rows[0]?.answerHash ?? null;
}

export async function findRecordByUimId(db: Executor, uimId: string): Promise<OpenCardRecordRow | null> {
  const rows = await db.select().from(openCardRecords).where(eq(openCardRecords.uimId, uimId)).limit(1);
  return rows[0] ?? null;
}

export async function findRecordByNumber(db: Executor, recordNumber: string): Promise<OpenCardRecordRow | null> {
  const rows = await db.select().from(openCardRecords).where(eq(openCardRecords.recordNumber, recordNumber)).limit(1);
  return rows[0] ?? null;
}

/** One record per card id: a second save of the same card updates it. */
export async function upsertRecord(db: Executor, record: OpenCardRecordInsert): Promise<OpenCardRecordRow> {
  const { uimId: _uimId, recordNumber: _recordNumber, createdAt: _createdAt, ...changes } = record;
  const rows = await db.insert(openCardRecords).values(record).onConflictDoUpdate({ target: openCardRecords.uimId, set: changes }).returning();
  const row = rows[0];
  if (!row) {
    throw new Error('record not saved');
  }
  return row;
}

export async function updateRecord(db: Executor, uimId: string, changes: Partial<OpenCardRecordInsert>): Promise<OpenCardRecordRow | null> {
  const rows = await db.update(openCardRecords).set(changes).where(eq(openCardRecords.uimId, uimId)).returning();
  return rows[0] ?? null;
}

export async function deleteOpenRecord(db: Executor, uimId: string, dealerId: string): Promise<void> {
  await db.delete(openCardRecords).where(and(eq(openCardRecords.uimId, uimId), eq(openCardRecords.dealerId, dealerId), eq(openCardRecords.status, 'open')));
}

export async function insertUpload(db: Executor, upload: typeof agentUploads.$inferInsert): Promise<void> {
  await db.insert(agentUploads).values(upload);
}

export async function findUpload(db: Executor, id: string) {
  const rows = await db.select().from(agentUploads).where(eq(agentUploads.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findDealerPayKind(db: Executor, dealerId: string): Promise<number | null> {
  const rows = await db.select({ payKind: dealerPayKinds.payKind }).from(dealerPayKinds).where(eq(dealerPayKinds.id, dealerId));
  return rows[0]?.payKind ?? null;
}

export async function findPayment(db: Executor, outTradeNo: string): Promise<AgentPaymentRow | null> {
  const rows = await db.select().from(agentPayments).where(eq(agentPayments.outTradeNo, outTradeNo)).limit(1);
  return rows[0] ?? null;
}

export async function insertPayment(db: Executor, payment: typeof agentPayments.$inferInsert): Promise<void> {
  await db.insert(agentPayments).values(payment);
}

export async function markPaymentPaid(db: Executor, outTradeNo: string, now: Date): Promise<AgentPaymentRow | null> {
  const rows = await db.update(agentPayments).set({ status: 'paid', paidAt: now }).where(eq(agentPayments.outTradeNo, outTradeNo)).returning();
  return rows[0] ?? null;
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
    await tx.insert(fundPoolLedger).values({
      dealerId: debit.dealerId,
      amountFen: -debit.amountFen,
      balanceAfterFen: Number(balance),
      outTradeNo: debit.outTradeNo,
      recordNumber: debit.recordNumber,
      workNo: debit.workNo,
      createdAt: debit.now,
    });
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

export async function insertRealNameCheck(db: Executor, check: typeof agentRealNameChecks.$inferInsert): Promise<void> {
  await db.insert(agentRealNameChecks).values(check);
}

export async function findRealNameCheck(db: Executor, bizNo: string, dealerId: string) {
  const rows = await db
    .select()
    .from(agentRealNameChecks)
    .where(and(eq(agentRealNameChecks.bizNo, bizNo), eq(agentRealNameChecks.dealerId, dealerId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Uses a real-name check for one submission; false when already used. */
export async function consumeRealNameCheck(db: Executor, bizNo: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(agentRealNameChecks)
    .set({ consumedAt: now })
    .where(and(eq(agentRealNameChecks.bizNo, bizNo), isNull(agentRealNameChecks.consumedAt)))
    .returning({ bizNo: agentRealNameChecks.bizNo });
  return rows.length === 1;
}

/** Sandbox only: keeps the captcha text so browser journeys can read it like a person reads the image. */
export async function recordSandboxCaptcha(db: Executor, randomStr: string, answer: string): Promise<void> {
  await db
    .insert(sandboxCaptchaOutbox)
    .values({ randomStr, answer })
    .onConflictDoUpdate({ target: sandboxCaptchaOutbox.randomStr, set: { answer, createdAt: new Date() } });
}
