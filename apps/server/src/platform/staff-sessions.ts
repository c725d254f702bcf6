import type { StaffRole } from '@hall/contract/operation';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/connection.ts';
import { staffSessions, staffUsers } from '../db/schema.ts';
import { createRandomToken, hashToken } from './secrets.ts';

/** The console session lives in an HttpOnly, SameSite=Strict cookie, apart from subscriber and agent tokens. */
export const STAFF_SESSION_COOKIE = 'hall_staff_session';
/** A working day of eight hours. */
export const STAFF_SESSION_TTL_SECONDS = 28_800;

export interface AuthenticatedStaff {
  id: number;
  username: string;
  displayName: string;
  roles: StaffRole[];
  /** Whether the member logs in with TOTP. */
  hasTotp: boolean;
  /** The id of the session the request came with. */
  sessionId: number;
}

export function hasStaffRole(staff: Pick<AuthenticatedStaff, 'roles'>, allowed: readonly StaffRole[]): boolean {
  return staff.roles.includes('admin') || allowed.length === 0 || allowed.some((role) => staff.roles.includes(role));
}

/** The staff member of a request's console cookie, or null without a valid session. */
export async function findStaffOfRequest(request: FastifyRequest, db: Executor, now: Date): Promise<AuthenticatedStaff | null> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  return token && token.length <= 128 ? findStaffBySessionToken(db, token, now) : null;
}

export async function findStaffBySessionToken(db: Executor, token: string, now: Date): Promise<AuthenticatedStaff | null> {
  const rows = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      roles: staffUsers.roles,
      hasTotp: sql<boolean>`${staffUsers.totpSecretSealed} is not null`,
      sessionId: staffSessions.id,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, now), eq(staffUsers.isDisabled, false)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, roles: row.roles as StaffRole[] } : null;
}

export async function createStaffSession(db: Executor, staffId: number, now: Date): Promise<string> {
  const token = createRandomToken();
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_SECONDS * 1000),
  });
  return token;
}

export async function deleteStaffSession(db: Executor, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Ends every session of a member (disabled, a new password); answers how many ended. */
export async function endSessionsOfStaff(db: Executor, staffId: number): Promise<number> {
  const ended = await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ id: staffSessions.id });
  return ended.length;
}

/** Sets the console's session cookie (HttpOnly, SameSite=Strict, Secure behind https). */
export function setStaffSessionCookie(reply: FastifyReply, token: string, publicUrl: string): void {
  reply.setCookie(STAFF_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl.startsWith('https://'),
    maxAge: STAFF_SESSION_TTL_SECONDS,
  });
}
