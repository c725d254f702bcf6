import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { activities } from '../../db/schema.ts';

export async function listActiveActivities(db: Executor) {
  return db
    .select({ id: activities.id, name: activities.name, summary: activities.summary, coverUrl: activities.coverUrl })
    .from(activities)
    .where(eq(activities.isActive, true))
    .orderBy(asc(activities.sortOrder), desc(activities.publishedAt))
    .limit(100);
}

export async function findActiveActivity(db: Executor, activityId: number) {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, activityId), eq(activities.isActive, true)))
    .limit(1);
  return rows[0] ?? null;
}
