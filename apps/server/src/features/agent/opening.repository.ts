import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { agentRealNameChecks, agentUploads } from '../../db/schema.ts';

export async function insertUpload(db: Executor, upload: typeof agentUploads.$inferInsert & { createdAt: Date }): Promise<void> {
  await db.insert(agentUploads).values(upload);
}

export async function findUpload(db: Executor, id: string) {
  const rows = await db.select().from(agentUploads).where(eq(agentUploads.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertRealNameCheck(db: Executor, check: typeof agentRealNameChecks.$inferInsert & { createdAt: Date }): Promise<void> {
  await db.insert(agentRealNameChecks).values(check);
}

export async function findRealNameCheck(db: Executor, bizNo: string, dealerId: string) {
  const rows = await db
    .select()
    .from(agentRealNameChecks)
    .where(and(eq(agentRealNameChecks.bizNo, bizNo), eq(agentRealNameChecks.dealerId, dealerId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Uses a real-name check for one submission; false when already used. */
export async function consumeRealNameCheck(db: Executor, bizNo: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(agentRealNameChecks)
    .set({ consumedAt: now })
    .where(and(eq(agentRealNameChecks.bizNo, bizNo), isNull(agentRealNameChecks.consumedAt)))
    .returning({ bizNo: agentRealNameChecks.bizNo });
  return rows.length === 1;
}
