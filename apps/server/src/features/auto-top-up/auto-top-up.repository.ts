import { and, countDistinct, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { autoTopUpContracts, autoTopUpDebits, autoTopUpSettings, balanceLedger, subscribers } from '../../db/schema.ts';

export type AutoTopUpSettingRow = typeof autoTopUpSettings.$inferSelect;
export type AutoTopUpContractRow = typeof autoTopUpContracts.$inferSelect;
export type AutoTopUpDebitRow = typeof autoTopUpDebits.$inferSelect;

export async function findSetting(db: Executor, phone: string): Promise<AutoTopUpSettingRow | null> {
  const rows = await db.select().from(autoTopUpSettings).where(eq(autoTopUpSettings.phone, phone));
  return rows[0] ?? null;
}

export async function saveSetting(db: Executor, setting: typeof autoTopUpSettings.$inferInsert): Promise<void> {
  const { phone: _phone, ...rules } = setting;
  await db.insert(autoTopUpSettings).values(setting).onConflictDoUpdate({ target: autoTopUpSettings.phone, set: rules });
}

/** The number's live contract: the signed one, else the latest signing one; null when it has none. */
export async function findLiveContract(db: Executor, phone: string): Promise<AutoTopUpContractRow | null> {
  const rows = await db
    .select()
    .from(autoTopUpContracts)
    .where(and(eq(autoTopUpContracts.phone, phone), inArray(autoTopUpContracts.state, ['signing', 'signed'])))
    .orderBy(desc(autoTopUpContracts.id))
    .limit(5);
  return rows.find((row) => row.state === 'signed') ?? rows[0] ?? null;
}

/**
 * Locks the number's row until the transaction ends: signings of one number, and a signing's
 * notification, take turns, so a number never has two signing or two signed contracts.
 */
export async function lockNumberForContracts(tx: Executor, phone: string): Promise<void> {
  await tx.select({ phone: subscribers.phone }).from(subscribers).where(eq(subscribers.phone, phone)).for('update');
}

/** The number's signed contract, its row locked until the transaction ends: debits of one number take turns. */
export async function lockSignedContract(tx: Executor, phone: string): Promise<AutoTopUpContractRow | null> {
  const rows = await tx
    .select()
    .from(autoTopUpContracts)
    .where(and(eq(autoTopUpContracts.phone, phone), eq(autoTopUpContracts.state, 'signed')))
    .for('update');
  return rows[0] ?? null;
}

export async function findContractByCode(db: Executor, outContractCode: string): Promise<AutoTopUpContractRow | null> {
  const rows = await db.select().from(autoTopUpContracts).where(eq(autoTopUpContracts.outContractCode, outContractCode));
  return rows[0] ?? null;
}

export async function insertContract(db: Executor, contract: typeof autoTopUpContracts.$inferInsert): Promise<AutoTopUpContractRow> {
  const [row] = await db.insert(autoTopUpContracts).values(contract).returning();
  if (!row) {
    throw new Error('contract not stored');
  }
  return row;
}

/** signing → signed once, with WeChat's contract_id; the signed row, or null when it was not signing. */
export async function markContractSigned(db: Executor, id: number, contractId: string, signedAt: Date): Promise<AutoTopUpContractRow | null> {
  const [row] = await db
    .update(autoTopUpContracts)
    .set({ state: 'signed', contractId, signedAt })
    .where(and(eq(autoTopUpContracts.id, id), eq(autoTopUpContracts.state, 'signing')))
    .returning();
  return row ?? null;
}

/** Ends a live contract once; the ended row, or null when it had ended already. */
export async function markContractEnded(db: Executor, id: number, endReason: 'member' | 'wechat', endedAt: Date): Promise<AutoTopUpContractRow | null> {
  const [row] = await db
    .update(autoTopUpContracts)
    .set({ state: 'terminated', endReason, endedAt })
    .where(and(eq(autoTopUpContracts.id, id), inArray(autoTopUpContracts.state, ['signing', 'signed'])))
    .returning();
  return row ?? null;
}

export async function findDebit(db: Executor, contractId: number, triggerKey: string, attempt: number): Promise<AutoTopUpDebitRow | null> {
  const rows = await db
    .select()
    .from(autoTopUpDebits)
    .where(and(eq(autoTopUpDebits.contractId, contractId), eq(autoTopUpDebits.triggerKey, triggerKey), eq(autoTopUpDebits.attempt, attempt)));
  return rows[0] ?? null;
}

export async function findDebitByOutTradeNo(db: Executor, outTradeNo: string): Promise<AutoTopUpDebitRow | null> {
  const rows = await db.select().from(autoTopUpDebits).where(eq(autoTopUpDebits.outTradeNo, outTradeNo));
  return rows[0] ?? null;
}

/** Whether a debit of the contract is still being taken. */
export async function hasPendingDebit(db: Executor, contractId: number): Promise<boolean> {
  const rows = await db
    .select({ id: autoTopUpDebits.id })
    .from(autoTopUpDebits)
    .where(and(eq(autoTopUpDebits.contractId, contractId), eq(autoTopUpDebits.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** Top-ups of the contract in a China month that count against its limit (being taken or paid), besides `exceptTrigger`'s. */
export async function countMonthTopUps(db: Executor, contractId: number, chinaMonth: string, exceptTrigger?: string): Promise<number> {
  const rows = await db
    .select({ count: countDistinct(autoTopUpDebits.triggerKey) })
    .from(autoTopUpDebits)
    .where(
      and(
        eq(autoTopUpDebits.contractId, contractId),
        eq(autoTopUpDebits.chinaMonth, chinaMonth),
        inArray(autoTopUpDebits.status, ['pending', 'paid']),
        exceptTrigger === undefined ? undefined : ne(autoTopUpDebits.triggerKey, exceptTrigger),
      ),
    );
  return Number(rows[0]?.count ?? 0);
}

export async function insertDebit(db: Executor, debit: typeof autoTopUpDebits.$inferInsert): Promise<AutoTopUpDebitRow | null> {
  const [row] = await db.insert(autoTopUpDebits).values(debit).onConflictDoNothing().returning();
  return row ?? null;
}

/** pending → paid or failed once; the decided row, or null when it was decided already. */
export async function decideDebit(
  db: Executor,
  outTradeNo: string,
  outcome: { status: 'paid' | 'failed'; transactionId: string | null; decidedAt: Date },
): Promise<AutoTopUpDebitRow | null> {
  const [row] = await db
    .update(autoTopUpDebits)
    .set(outcome)
    .where(and(eq(autoTopUpDebits.outTradeNo, outTradeNo), eq(autoTopUpDebits.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function listLatestDebits(db: Executor, phone: string, limit: number): Promise<AutoTopUpDebitRow[]> {
  return db.select().from(autoTopUpDebits).where(eq(autoTopUpDebits.phone, phone)).orderBy(desc(autoTopUpDebits.id)).limit(limit);
}

/** Debits still pending since before `createdBefore` (their outcome is asked for again by the sweep). */
export async function listStalePendingDebits(db: Executor, createdBefore: Date, limit: number): Promise<AutoTopUpDebitRow[]> {
  return db
    .select()
    .from(autoTopUpDebits)
    .where(and(eq(autoTopUpDebits.status, 'pending'), lte(autoTopUpDebits.createdAt, createdBefore)))
    .orderBy(autoTopUpDebits.createdAt)
    .limit(limit);
}

/** The reference of the number's latest charge (a ledger entry that lowered the balance): the trigger the sweep names. */
export async function findLatestChargeReference(db: Executor, phone: string): Promise<string | null> {
  const rows = await db
    .select({ reference: balanceLedger.reference })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.phone, phone), lte(balanceLedger.changeFen, -1)))
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(1);
  return rows[0]?.reference ?? null;
}
