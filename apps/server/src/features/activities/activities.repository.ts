import { and, asc, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { activities } from '../../db/schema.ts';

/** Online, started, and not yet ended. */
function isRunning(now: Date): SQL | undefined {
  return and(eq(activities.isActive, true), lte(activities.publishedAt, now), or(isNull(activities.endsAt), gt(activities.endsAt, now)));
}

export async function listActiveActivities(db: Executor, now: Date) {
  return db
    .select({ id: activities.id, name: activities.name, summary: activities.summary, coverUrl: activities.coverUrl })
    .from(activities)
    .where(isRunning(now))
    .orderBy(asc(activities.sortOrder), desc(activities.publishedAt))
    .limit(100);
}

export async function findActiveActivity(db: Executor, activityId: number, now: Date) {
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, activityId), isRunning(now)))
    .limit(1);
  return rows[0] ?? null;
}
