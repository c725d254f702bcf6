import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { activities } from '../../db/schema.ts';

export type ActivityFields = Omit<typeof activities.$inferInsert, 'id'>;

export async function listAllActivities(db: Executor) {
  return db.select().from(activities).orderBy(asc(activities.sortOrder), desc(activities.publishedAt)).limit(500);
}

export async function insertActivity(db: Executor, fields: ActivityFields) {
  const rows = await db.insert(activities).values(fields).returning();
  return rows[0] ?? null;
}

export async function updateActivity(db: Executor, id: number, fields: ActivityFields) {
  const rows = await db.update(activities).set(fields).where(eq(activities.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteActivity(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
  return rows.length > 0;
}
