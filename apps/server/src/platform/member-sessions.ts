import { SUBSCRIBER_TOKEN_TTL_SECONDS } from '@hall/contract/auth/rules';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { members, memberSessions } from '../db/schema.ts';
import type { MemberSessionCache, SessionOfMember } from './member-session-cache.ts';
import { createRandomToken, hashToken } from './secrets.ts';

export interface AuthenticatedMember {
  id: number;
  openid: string;
  nickname: string;
  avatarUrl: string;
  boundPhone: string | null;
  boundAt: Date | null;
  /** A virtual user of WeChat's snapshot page: never bound, never pays (platform/snapshot-users.ts). */
  isSnapshotUser: boolean;
  /** Care mode (关怀模式), the member's choice of a larger, simpler hall. */
  careMode: boolean;
  /** The member's contact e-mail (个人信息管理 › 更正), offered first by the hall's mail forms; '' for none. */
  contactEmail: string;
  /** Which of the member's sessions made the request (its token's hash): what logout ends. */
  sessionTokenHash: string;
}

export interface BoundMember extends AuthenticatedMember {
  boundPhone: string;
  boundAt: Date;
}

export function isBoundMember(member: AuthenticatedMember): member is BoundMember {
  return member.boundPhone !== null && member.boundAt !== null;
}

function prepareFindMemberByToken(db: Executor) {
  return db
    .select({
      id: members.id,
      openid: members.openid,
      nickname: members.nickname,
      avatarUrl: members.avatarUrl,
      boundPhone: members.boundPhone,
      boundAt: members.boundAt,
      isSnapshotUser: members.isSnapshotUser,
      careMode: members.careMode,
      contactEmail: members.contactEmail,
      sessionTokenHash: memberSessions.tokenHash,
      expiresAt: memberSessions.expiresAt,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(and(eq(memberSessions.tokenHash, sql.placeholder('tokenHash')), gt(memberSessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_member_by_token');
}

// Every member operation starts with this lookup: built once per database handle (a prepared
// statement on PostgreSQL), not rebuilt by the query builder on each request.
const findMemberQueries = new WeakMap<Executor, ReturnType<typeof prepareFindMemberByToken>>();

async function loadSession(db: Executor, tokenHash: string, now: Date): Promise<SessionOfMember | null> {
  let query = findMemberQueries.get(db);
  if (!query) {
    query = prepareFindMemberByToken(db);
    findMemberQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now });
  if (!row) {
    return null;
  }
  const { expiresAt, ...member } = row;
  return { member, expiresAt };
}

/** The member a subscriber token belongs to, when the token is known and not expired: from this instance's cache when it holds the session. */
export async function findMemberByToken(db: Executor, sessions: MemberSessionCache, token: string, now: Date): Promise<AuthenticatedMember | null> {
  const tokenHash = hashToken(token);
  const session = await sessions.find(tokenHash, () => loadSession(db, tokenHash, now));
  // A copy: the kept one is shared by the requests that follow.
  return session && session.expiresAt > now ? { ...session.member } : null;
}

/** Issues a new subscriber token; only its hash is stored. */
export async function createMemberSession(db: Executor, memberId: number, now: Date): Promise<string> {
  const token = createRandomToken();
  await db.insert(memberSessions).values({
    tokenHash: hashToken(token),
    memberId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SUBSCRIBER_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Logout: the one session ends, the member's others stay. */
export async function endMemberSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.tokenHash, tokenHash));
}

/** Ends every session of the member but the one kept (other phones, older logins); how many ended. */
export async function endOtherMemberSessions(db: Executor, memberId: number, keptTokenHash: string): Promise<number> {
  const ended = await db
    .delete(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), ne(memberSessions.tokenHash, keptTokenHash)))
    .returning({ tokenHash: memberSessions.tokenHash });
  return ended.length;
}

export async function deleteMemberSessions(db: Executor, memberId: number): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
}
