import { and, eq } from 'drizzle-orm';
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

/** When the member's SMS check for this phone expires (or expired); null when there is none to use. */
export async function findVerificationExpiry(db: Executor, memberId: number, phone: string): Promise<Date | null> {
  const rows = await db
    .select({ expiresAt: packageChangeVerifications.expiresAt })
    .from(packageChangeVerifications)
    .where(and(eq(packageChangeVerifications.memberId, memberId), eq(packageChangeVerifications.phone, phone)))
    .limit(1);
  return rows[0]?.expiresAt ?? null;
}

/** A check allows one change: it is removed once the change is accepted. */
export async function deleteVerification(db: Executor, memberId: number): Promise<void> {
  await db.delete(packageChangeVerifications).where(eq(packageChangeVerifications.memberId, memberId));
}
