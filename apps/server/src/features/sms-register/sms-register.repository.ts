import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { userAppeals } from '../../db/schema.ts';

export async function countAppealsSince(db: Executor, memberId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(userAppeals)
    .where(and(eq(userAppeals.memberId, memberId), gt(userAppeals.createdAt, since)));
  return Number(rows[0]?.total ?? 0);
}

export async function insertAppeal(
  db: Executor,
  appeal: { memberId: number; phone: string; appealType: string; appealNote: string; createdAt: Date },
): Promise<void> {
  await db.insert(userAppeals).values(appeal);
}
