import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { auditLog, staffUsers } from '../../db/schema.ts';

/** The audit log's two review actions: the decisions themselves. */
export const REVIEW_DECISION_ACTIONS = ['review_pass', 'review_fail'] as const;

export interface ReviewDecisionFilter {
  /** '' for every kind. */
  kind: string;
  start: Date;
  end: Date;
}

/** The decisions made in [start, end) after the audit row `afterId`, oldest first, with who made them. */
export function listReviewDecisionsAfter(db: Executor, filter: ReviewDecisionFilter, afterId: number, limit: number) {
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      kind: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      detail: auditLog.detail,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(
      and(
        inArray(auditLog.action, [...REVIEW_DECISION_ACTIONS]),
        gte(auditLog.createdAt, filter.start),
        lt(auditLog.createdAt, filter.end),
        gt(auditLog.id, afterId),
        filter.kind === '' ? undefined : eq(auditLog.subjectType, filter.kind),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(limit);
}

export type ReviewDecisionRow = Awaited<ReturnType<typeof listReviewDecisionsAfter>>[number];
