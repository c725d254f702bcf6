import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { simReplacementApplications } from '../../db/schema.ts';

export type NewSimReplacement = typeof simReplacementApplications.$inferInsert & { createdAt: Date };

export async function hasPendingSimReplacement(db: Executor, phone: string): Promise<boolean> {
  const rows = await db
    .select({ id: simReplacementApplications.id })
    .from(simReplacementApplications)
    .where(and(eq(simReplacementApplications.phone, phone), eq(simReplacementApplications.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/** Stores an application as pending; false when the number already has one pending. */
export async function insertSimReplacement(db: Executor, application: NewSimReplacement): Promise<boolean> {
  const inserted = await db.insert(simReplacementApplications).values(application).onConflictDoNothing().returning({ id: simReplacementApplications.id });
  return inserted.length > 0;
}

export async function findLatestSimReplacement(db: Executor, memberId: number) {
  const rows = await db
    .select()
    .from(simReplacementApplications)
    .where(eq(simReplacementApplications.memberId, memberId))
    .orderBy(desc(simReplacementApplications.createdAt))
    .limit(1);
  return rows[0] ?? null;
}
