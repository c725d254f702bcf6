import { hashPassword, isPasswordOf } from './password-hashes.ts';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { loginLockouts } from '../db/schema.ts';
import { createRandomToken } from './secrets.ts';

// The one lockout of every password login (the console's staff, the agents): five attempts in a row
// that do not succeed lock the login name for 15 minutes. The attempt is counted before the password
// is checked, in one conditional upsert, so however many guesses arrive at once, at most five
// passwords are checked; a locked name is refused without checking anything, even the right
// password. Names are counted whether or not an account has them, so an unknown name locks like a
// known one and neither the answer nor its cost tells them apart.

export type LoginRealm = 'staff' | 'agent';

export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_LOCK_SECONDS = 15 * 60;
/** Rows of names nobody has tried for this long (mostly unknown names) are deleted. */
const FORGET_AFTER_MS = 24 * 3600_000;

/** Hash of a random value checked for accounts that do not exist, so they cost the same time as a wrong password. */
let decoyHash: Promise<string> | null = null;
const readDecoyHash = () => (decoyHash ??= hashPassword(createRandomToken()));

/**
 * Counts one attempt on a login name and answers its number; null when the name is locked, and
 * then nothing is counted. A lock that has ended starts a fresh count. The attempt that reaches the
 * limit sets the lock (and is still checked: it was counted before the lock).
 */
async function countAttempt(db: Executor, realm: LoginRealm, loginName: string, now: Date): Promise<number | null> {
  const freshCount = sql`case when ${loginLockouts.lockedUntil} is not null then 1 else ${loginLockouts.attempts} + 1 end`;
  const lockEnd = new Date(now.getTime() + LOGIN_LOCK_SECONDS * 1000);
  const rows = await db
    .insert(loginLockouts)
    .values({ realm, loginName, attempts: 1, lockedUntil: null, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: [loginLockouts.realm, loginLockouts.loginName],
      set: {
        attempts: freshCount,
        lockedUntil: sql`case when ${freshCount} >= ${LOGIN_MAX_ATTEMPTS} then ${lockEnd}::timestamptz else null end`,
        lastAttemptAt: now,
      },
      setWhere: or(isNull(loginLockouts.lockedUntil), lte(loginLockouts.lockedUntil, now)),
    })
    .returning({ attempts: loginLockouts.attempts });
  return rows[0]?.attempts ?? null;
}

/** Forgets names nobody has tried for a day and that are not locked. */
async function forgetIdleNames(db: Executor, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - FORGET_AFTER_MS);
  await db
    .delete(loginLockouts)
    .where(and(lt(loginLockouts.lastAttemptAt, idleSince), or(isNull(loginLockouts.lockedUntil), lte(loginLockouts.lockedUntil, now))));
}

/** Ends a name's count and lock: after a successful login, or when staff set a new password. */
export async function clearLoginLockout(db: Executor, realm: LoginRealm, loginName: string): Promise<void> {
  await db.delete(loginLockouts).where(and(eq(loginLockouts.realm, realm), eq(loginLockouts.loginName, loginName)));
}

/**
 * Whether a login's password is right, under the lockout. The attempt is counted first; a locked
 * name answers false at once. Otherwise the password is checked against the account's hash, or a
 * decoy when there is no account (passwordHash null), and a success clears the count, except where
 * a second factor follows (keepsCount): then only the whole login's success clears it, so the
 * password step cannot reset the count of wrong codes. Callers answer every false alike.
 */
export async function checkLoginPassword(
  db: Executor,
  attempt: { realm: LoginRealm; loginName: string; passwordHash: string | null; password: string; now: Date; keepsCount?: boolean },
): Promise<boolean> {
  const isRight = await checkLoginAttempt(db, attempt, async () => {
    const isPassword = await isPasswordOf(attempt.passwordHash ?? (await readDecoyHash()), attempt.password);
    return isPassword && attempt.passwordHash !== null;
  });
  if (isRight && !attempt.keepsCount) {
    await clearLoginLockout(db, attempt.realm, attempt.loginName);
  }
  return isRight;
}

/**
 * One attempt of a login step under the name's lockout (the password, or the second factor's code):
 * counted first, refused at once when the name is locked, else `check` decides. Clears nothing: the
 * caller clears the count when the whole login succeeds.
 */
export async function checkLoginAttempt(
  db: Executor,
  attempt: { realm: LoginRealm; loginName: string; now: Date },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempts = await countAttempt(db, attempt.realm, attempt.loginName, attempt.now);
  if (attempts === null) {
    return false;
  }
  if (attempts === 1) {
    await forgetIdleNames(db, attempt.now);
  }
  return check();
}
