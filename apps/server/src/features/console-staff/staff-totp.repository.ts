import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { staffRecoveryCodes, staffUsers } from '../../db/schema.ts';

export async function savePendingTotpSecret(db: Executor, staffId: number, sealed: string): Promise<void> {
  await db.update(staffUsers).set({ totpPendingSealed: sealed }).where(eq(staffUsers.id, staffId));
}

export async function readPendingTotpSecret(db: Executor, staffId: number): Promise<string | null> {
  const rows = await db.select({ sealed: staffUsers.totpPendingSealed }).from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
  return rows[0]?.sealed ?? null;
}

/** The pending secret becomes the active one; false when another confirmation or enrolment came first. */
export async function activatePendingTotpSecret(tx: Executor, staffId: number, sealed: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(staffUsers)
    .set({ totpSecretSealed: sealed, totpPendingSealed: null, totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), eq(staffUsers.totpPendingSealed, sealed)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Replaces a member's recovery codes with new ones (their hashes). */
export async function replaceRecoveryCodes(tx: Executor, staffId: number, codeHashes: string[]): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Removes a member's secret (active or pending) and recovery codes; false when they had neither secret. */
export async function clearTotpOf(tx: Executor, staffId: number): Promise<boolean> {
  const rows = await tx
    .update(staffUsers)
    .set({ totpSecretSealed: null, totpPendingSealed: null, totpLastStep: null })
    .where(and(eq(staffUsers.id, staffId), or(isNotNull(staffUsers.totpSecretSealed), isNotNull(staffUsers.totpPendingSealed))))
    .returning({ id: staffUsers.id });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  return rows.length > 0;
}
