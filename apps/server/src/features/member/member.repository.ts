import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { members } from '../../db/schema.ts';

/** Stores the member's care-mode choice. */
export async function saveCareMode(db: Executor, memberId: number, careMode: boolean): Promise<void> {
  await db.update(members).set({ careMode }).where(eq(members.id, memberId));
}
