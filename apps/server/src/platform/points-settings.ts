// The points rules that code acts on (sign-in, cancellation) and the rules page reads: one row, edited in the console.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { pointsSettings } from '../db/schema.ts';

export type PointsSettingsRow = typeof pointsSettings.$inferSelect;

/** The one settings row; migration 0019 creates it, so it is always there. */
export async function readPointsSettings(db: Executor): Promise<PointsSettingsRow> {
  const [row] = await db.select().from(pointsSettings).where(eq(pointsSettings.id, 1)).limit(1);
  if (!row) {
    throw new Error('points_settings has no row: migration 0019 creates it');
  }
  return row;
}

export async function updatePointsSettings(
  db: Executor,
  change: { signInReward: number; clearOnCancellation: boolean; freeText: string; updatedAt: Date; updatedBy: number },
): Promise<PointsSettingsRow> {
  const [row] = await db.update(pointsSettings).set(change).where(eq(pointsSettings.id, 1)).returning();
  if (!row) {
    throw new Error('points_settings has no row: migration 0019 creates it');
  }
  return row;
}
