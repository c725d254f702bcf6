import { ConsoleMessage, describeMissingPassField } from '@hall/contract/console/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { ReviewableKind, ReviewPassField, ReviewQueue } from '../../platform/review-queue.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';

const REVIEW_PAGE_SIZE = 100;

function findKind(queue: ReviewQueue, kind: string): ReviewableKind {
  const found = queue.find(kind);
  if (!found) {
    throw invalid(ConsoleMessage.REVIEW_KIND_UNKNOWN);
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
  const found = findKind(deps.reviewQueue, kind);
  const detail = await found.readDetail(deps.db, id);
  if (!detail) {
    throw invalid(ConsoleMessage.APPLICATION_NOT_FOUND);
  }
  return { ...detail, submittedAt: detail.submittedAt.toISOString(), passFields: found.passFields ?? [] };
}

/** The pass fields' values, each checked against its pattern; other names are ignored. */
function readPassFields(passFields: ReviewPassField[], given: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of passFields) {
    const value = (given[field.name] ?? '').trim();
    if (!new RegExp(`^(?:${field.pattern})$`).test(value)) {
      throw invalid(value ? field.message : describeMissingPassField(field.label));
    }
    values[field.name] = value;
  }
  return values;
}

/** Decides one pending application once; the decision and its reason are audit-logged in the same transaction. */
export async function decideReview(
  deps: AppDeps,
  staffId: number,
  input: { kind: string; id: string; decision: 'pass' | 'fail'; reason?: string; fields?: Record<string, string> },
  log: FastifyBaseLogger,
): Promise<{ isDecided: true }> {
  const reviewable = findKind(deps.reviewQueue, input.kind);
  const reason = input.reason ?? '';
  const isPassed = input.decision === 'pass';
  const fields = isPassed ? readPassFields(reviewable.passFields ?? [], input.fields ?? {}) : {};
  const decision = { isPassed, reason, staffId, now: deps.now(), fields };
  const isDecided = await deps.db.transaction(async (tx) => {
    const changed = await reviewable.decide(tx, input.id, decision);
    if (changed) {
      await insertAuditEntry(tx, {
        createdAt: deps.now(),
        staffId,
        action: input.decision === 'pass' ? 'review_pass' : 'review_fail',
        subjectType: reviewable.kind,
        subjectId: input.id,
        detail: { reason, ...fields },
      });
    }
    return changed;
  });
  if (!isDecided) {
    throw invalid(ConsoleMessage.ALREADY_REVIEWED);
  }
  await reviewable.afterDecided?.(input.id, decision, log);
  return { isDecided: true };
}
