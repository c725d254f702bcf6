import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { queryRows } from '../../db/connection.ts';
import { auditLog, dealers, hallSettings, sandboxSmsOutbox, staffUsers } from '../../db/schema.ts';

export const HALL_NOTICE_KEY = 'hall_notice';

export async function findStaffByUsername(db: Executor, username: string) {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.username, username)).limit(1);
  return rows[0] ?? null;
}

/** Counts a failed login; the fifth in a row locks the account for 15 minutes. */
export async function recordFailedLogin(db: Executor, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffUsers)
    .set({
      failedLogins: sql`${staffUsers.failedLogins} + 1`,
      lockedUntil: sql`case when ${staffUsers.failedLogins} + 1 >= 5 then ${new Date(now.getTime() + 15 * 60_000)}::timestamptz else ${staffUsers.lockedUntil} end`,
    })
    .where(eq(staffUsers.id, staffId));
}

export async function clearFailedLogins(db: Executor, staffId: number): Promise<void> {
  await db.update(staffUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(staffUsers.id, staffId));
}

export async function insertAuditEntry(
  db: Executor,
  entry: { staffId: number; action: string; subjectType: string; subjectId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}

export async function readSetting(db: Executor, key: string) {
  const rows = await db.select().from(hallSettings).where(eq(hallSettings.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function writeSetting(db: Executor, key: string, value: string, staffId: number, now: Date) {
  const rows = await db
    .insert(hallSettings)
    .values({ key, value, updatedAt: now, updatedBy: staffId })
    .onConflictDoUpdate({ target: hallSettings.key, set: { value, updatedAt: now, updatedBy: staffId } })
    .returning();
  return rows[0] ?? null;
}

export async function countOverview(db: Executor, since: Date) {
  const rows = await queryRows<{ members: string; bound_members: string; sms_today: string; checks_today: string; passed_today: string }>(
    db,
    sql`select
      (select count(*)::text from members) as members,
      (select count(*)::text from members where bound_phone is not null) as bound_members,
      (select count(*)::text from sms_codes where created_at >= ${since}) as sms_today,
      (select count(*)::text from identity_checks where created_at >= ${since}) as checks_today,
      (select count(*)::text from identity_checks where created_at >= ${since} and status = 'passed') as passed_today`,
  );
  const dealerRows = await db.select({ id: dealers.id, name: dealers.name, fundPoolFen: dealers.fundPoolFen }).from(dealers).orderBy(dealers.id);
  return { counts: rows[0], dealers: dealerRows };
}

export async function listOutbox(db: Executor, phone: string | undefined, since: Date) {
  return db
    .select()
    .from(sandboxSmsOutbox)
    .where(and(phone ? eq(sandboxSmsOutbox.phone, phone) : undefined, gte(sandboxSmsOutbox.createdAt, since)))
    .orderBy(desc(sandboxSmsOutbox.id))
    .limit(100);
}
