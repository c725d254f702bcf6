import { StaffLimit } from '@hall/contract/console-staff/rules';
import { and, eq, gt, isNull, or, lt } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { staffPendingLogins, staffRecoveryCodes, staffUsers } from '../../db/schema.ts';
import { createRandomToken, hashToken } from '../../platform/secrets.ts';

/** A pending login between the password and the code; answers its token (stored hashed). */
export async function createPendingLogin(db: Executor, staffId: number, now: Date): Promise<string> {
  const token = createRandomToken();
  await db.delete(staffPendingLogins).where(lt(staffPendingLogins.expiresAt, now));
  await db.insert(staffPendingLogins).values({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(now.getTime() + StaffLimit.PENDING_LOGIN_SECONDS * 1000),
  });
  return token;
}

/** The member of a live pending login, with what the code is checked against. */
export async function findPendingLogin(db: Executor, token: string, now: Date) {
  const rows = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      roles: staffUsers.roles,
      isDisabled: staffUsers.isDisabled,
      totpSecretSealed: staffUsers.totpSecretSealed,
      totpLastStep: staffUsers.totpLastStep,
    })
    .from(staffPendingLogins)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPendingLogins.staffId))
    .where(and(eq(staffPendingLogins.tokenHash, hashToken(token)), gt(staffPendingLogins.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/** Ends a pending login; false when another request ended it first. */
export async function claimPendingLogin(db: Executor, token: string): Promise<boolean> {
  const rows = await db
    .delete(staffPendingLogins)
    .where(eq(staffPendingLogins.tokenHash, hashToken(token)))
    .returning({ staffId: staffPendingLogins.staffId });
  return rows.length > 0;
}

/** Records a TOTP step as used; false when it (or a later one) was used already. */
export async function takeTotpStep(db: Executor, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, staffId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/** Uses a recovery code once; false when it is unknown or used. */
export async function useRecoveryCode(db: Executor, staffId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
    .returning({ staffId: staffRecoveryCodes.staffId });
  return rows.length > 0;
}

export async function recordStaffLogin(db: Executor, staffId: number, now: Date): Promise<void> {
  await db.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, staffId));
}
