import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { StaffRole } from '@hall/contract/operation';
import type { Executor } from '../../db/connection.ts';
import { staffPendingLogins, staffSessions, staffUsers } from '../../db/schema.ts';

/** Every account, with its live sessions counted, by username. */
export async function listStaffAccounts(db: Executor, now: Date) {
  const liveSessions = db
    .select({ staffId: staffSessions.staffId, count: sql<number>`count(*)::int`.as('count') })
    .from(staffSessions)
    .where(gt(staffSessions.expiresAt, now))
    .groupBy(staffSessions.staffId)
    .as('live_sessions');
  return db
    .select({
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      roles: staffUsers.roles,
      isDisabled: staffUsers.isDisabled,
      hasTotp: sql<boolean>`${staffUsers.totpSecretSealed} is not null`,
      lastLoginAt: staffUsers.lastLoginAt,
      liveSessions: sql<number>`coalesce(${liveSessions.count}, 0)`,
    })
    .from(staffUsers)
    .leftJoin(liveSessions, eq(liveSessions.staffId, staffUsers.id))
    .orderBy(asc(staffUsers.username));
}

export async function findStaffAccount(db: Executor, username: string) {
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username, roles: staffUsers.roles, isDisabled: staffUsers.isDisabled })
    .from(staffUsers)
    .where(eq(staffUsers.username, username))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the rows of the enabled admins (by id, so two changes lock in the same order) and the
 * account changed, and answers both. A concurrent change of another admin waits here and then sees
 * this one's result, so the last enabled admin cannot be disabled or demoted twice over.
 */
export async function lockAdminsAndAccount(tx: Executor, username: string) {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(sql`'admin' = any(${staffUsers.roles})`, eq(staffUsers.isDisabled, false)))
    .orderBy(asc(staffUsers.id))
    .for('update');
  const [account] = await tx
    .select({ id: staffUsers.id, username: staffUsers.username, roles: staffUsers.roles, isDisabled: staffUsers.isDisabled })
    .from(staffUsers)
    .where(eq(staffUsers.username, username))
    .for('update');
  return { enabledAdminIds: admins.map((row) => row.id), account: account ?? null };
}

/** Adds an account; false when the username is taken. */
export async function insertStaffAccount(
  tx: Executor,
  account: { username: string; displayName: string; roles: StaffRole[]; passwordHash: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx.insert(staffUsers).values(account).onConflictDoNothing({ target: staffUsers.username }).returning({ id: staffUsers.id });
  return rows.length > 0;
}

export async function updateStaffRoles(tx: Executor, staffId: number, roles: StaffRole[]): Promise<void> {
  await tx.update(staffUsers).set({ roles }).where(eq(staffUsers.id, staffId));
}

export async function updateStaffDisabled(tx: Executor, staffId: number, isDisabled: boolean): Promise<void> {
  await tx.update(staffUsers).set({ isDisabled }).where(eq(staffUsers.id, staffId));
}

export async function updateStaffPasswordHash(tx: Executor, staffId: number, passwordHash: string): Promise<void> {
  await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, staffId));
}

/** Ends the pending logins (between password and code) of a member. */
export async function endPendingLoginsOf(tx: Executor, staffId: number): Promise<void> {
  await tx.delete(staffPendingLogins).where(eq(staffPendingLogins.staffId, staffId));
}

export async function listLiveSessions(db: Executor, staffId: number, now: Date) {
  return db
    .select({ id: staffSessions.id, createdAt: staffSessions.createdAt, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), gt(staffSessions.expiresAt, now)))
    .orderBy(asc(staffSessions.createdAt), asc(staffSessions.id));
}

/** Ends one session of a member; false when it is not theirs or already ended. */
export async function deleteSessionOf(tx: Executor, staffId: number, sessionId: number): Promise<boolean> {
  const rows = await tx
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), eq(staffSessions.id, sessionId)))
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}
