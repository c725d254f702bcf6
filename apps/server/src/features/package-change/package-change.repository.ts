import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { packageChangeVerifications } from '../../db/schema.ts';

/** Records (or renews) a member's passed SMS check for a package change. */
export async function saveVerification(db: Executor, verification: { memberId: number; phone: string; verifiedAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insert(packageChangeVerifications)
    .values(verification)
    .onConflictDoUpdate({
      target: packageChangeVerifications.memberId,
      set: { phone: verification.phone, verifiedAt: verification.verifiedAt, expiresAt: verification.expiresAt },
    });
}

/** Whether the member has a live SMS check for this phone. */
export async function hasLiveVerification(db: Executor, memberId: number, phone: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ memberId: packageChangeVerifications.memberId })
    .from(packageChangeVerifications)
    .where(and(eq(packageChangeVerifications.memberId, memberId), eq(packageChangeVerifications.phone, phone), gt(packageChangeVerifications.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** A check allows one change: it is removed once the change is accepted. */
export async function deleteVerification(db: Executor, memberId: number): Promise<void> {
  await db.delete(packageChangeVerifications).where(eq(packageChangeVerifications.memberId, memberId));
}
