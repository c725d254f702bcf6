import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { dealers, fundPoolLedger, staffUsers } from '../../db/schema.ts';

/** Adds to a dealer's pool by a conditional update (the dealer must exist); the new balance, or null. */
export async function addToFundPool(db: Executor, dealerId: string, amountFen: number): Promise<number | null> {
  const rows = await db
    .update(dealers)
    .set({ fundPoolFen: sql`${dealers.fundPoolFen} + ${amountFen}` })
    .where(eq(dealers.id, dealerId))
    .returning({ balance: dealers.fundPoolFen });
  return rows[0] ? Number(rows[0].balance) : null;
}

/** Appends a top-up to the pool's ledger; false when its reference was recorded before. */
export async function insertTopUpEntry(
  db: Executor,
  entry: { dealerId: string; amountFen: number; balanceAfterFen: number; reference: string; staffId: number; staffName: string; note: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(fundPoolLedger)
    .values({
      dealerId: entry.dealerId,
      amountFen: entry.amountFen,
      balanceAfterFen: entry.balanceAfterFen,
      outTradeNo: entry.reference,
      recordNumber: '',
      workNo: entry.staffName,
      kind: 'top_up',
      staffId: entry.staffId,
      note: entry.note,
      createdAt: entry.now,
    })
    .onConflictDoNothing({ target: fundPoolLedger.outTradeNo })
    .returning({ id: fundPoolLedger.id });
  return rows.length > 0;
}

/** The balance, or null for an unknown dealer. */
export async function readBalance(db: Executor, dealerId: string): Promise<number | null> {
  const rows = await db.select({ balance: dealers.fundPoolFen }).from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  return rows[0] ? Number(rows[0].balance) : null;
}

/** The newest ledger rows of a dealer, with the name of the staff member behind each top-up. */
export async function listLedgerEntries(db: Executor, dealerId: string, limit: number) {
  return db
    .select({
      id: fundPoolLedger.id,
      kind: fundPoolLedger.kind,
      amountFen: fundPoolLedger.amountFen,
      balanceAfterFen: fundPoolLedger.balanceAfterFen,
      workNo: fundPoolLedger.workNo,
      staffName: staffUsers.displayName,
      note: fundPoolLedger.note,
      createdAt: fundPoolLedger.createdAt,
    })
    .from(fundPoolLedger)
    .leftJoin(staffUsers, eq(staffUsers.id, fundPoolLedger.staffId))
    .where(eq(fundPoolLedger.dealerId, dealerId))
    .orderBy(desc(fundPoolLedger.id))
    .limit(limit);
}
