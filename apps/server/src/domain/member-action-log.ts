import { desc, eq } from 'drizzle-orm';
import type { MemberActionKind } from '@hall/contract/personal-info/rules';
import type { Executor } from '../db/connection.ts';
import { memberActionLog } from '../db/schema.ts';

/**
 * One line of the member's own log: an action a member took on their personal information. Dated by
 * the injected clock; written in the same transaction as the action, so an action that failed leaves
 * no line and a line never stands for an action that did not happen.
 */
export async function recordMemberAction(
  db: Executor,
  entry: { memberId: number; action: MemberActionKind; detail?: Record<string, unknown>; createdAt: Date },
): Promise<void> {
  await db.insert(memberActionLog).values({ ...entry, detail: entry.detail ?? {} });
}

/** A member's log, newest first. */
export function listMemberActions(db: Executor, memberId: number, limit: number) {
  return db
    .select({ id: memberActionLog.id, action: memberActionLog.action, detail: memberActionLog.detail, createdAt: memberActionLog.createdAt })
    .from(memberActionLog)
    .where(eq(memberActionLog.memberId, memberId))
    .orderBy(desc(memberActionLog.createdAt), desc(memberActionLog.id))
    .limit(limit);
}
