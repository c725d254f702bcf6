import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { ReviewableKind, ReviewQueue } from '../../platform/review-queue.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';

const REVIEW_PAGE_SIZE = 100;

function findKind(queue: ReviewQueue, kind: string): ReviewableKind {
  const found = queue.find(kind);
  if (!found) {
    throw invalid('申请类型不存在');
  }
  return found;
}

export async function listReviewKinds(deps: AppDeps) {
  const list = await Promise.all(
    deps.reviewQueue.kinds.map(async (item) => ({ kind: item.kind, label: item.label, pending: await item.countPending(deps.db) })),
  );
  return { list };
}

export async function listPendingReviews(deps: AppDeps, kind: string) {
  const items = await findKind(deps.reviewQueue, kind).listPending(deps.db, REVIEW_PAGE_SIZE);
  return { list: items.map((item) => ({ ...item, submittedAt: item.submittedAt.toISOString() })) };
}

export async function readReviewDetail(deps: AppDeps, kind: string, id: string) {
  const detail = await findKind(deps.reviewQueue, kind).readDetail(deps.db, id);
  if (!detail) {
    throw invalid('申请不存在');
  }
  return { ...detail, submittedAt: detail.submittedAt.toISOString() };
}

/** Decides one pending application once; the decision and its reason are audit-logged in the same transaction. */
export async function decideReview(
  deps: AppDeps,
  staffId: number,
  input: { kind: string; id: string; decision: 'pass' | 'fail'; reason?: string },
  log: FastifyBaseLogger,
): Promise<{ isDecided: true }> {
  const reviewable = findKind(deps.reviewQueue, input.kind);
  const reason = input.reason ?? '';
  const decision = { isPassed: input.decision === 'pass', reason, staffId, now: deps.now() };
  const isDecided = await deps.db.transaction(async (tx) => {
    const changed = await reviewable.decide(tx, input.id, decision);
    if (changed) {
      await insertAuditEntry(tx, {
        staffId,
        action: input.decision === 'pass' ? 'review_pass' : 'review_fail',
        subjectType: reviewable.kind,
        subjectId: input.id,
        detail: { reason },
      });
    }
    return changed;
  });
  if (!isDecided) {
    throw invalid('该申请已处理，不能重复审核');
  }
  await reviewable.afterDecided?.(input.id, decision, log);
  return { isDecided: true };
}
