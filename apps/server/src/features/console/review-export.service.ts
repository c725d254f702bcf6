import { formatChinaDateTime } from '@hall/contract/china-time';
import { ConsoleMessage, REVIEW_DECISION_EXPORT_HEADERS, REVIEW_DECISION_TEXT } from '@hall/contract/console/rules';
import type { OperationRequest } from '@hall/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { exportRequestOf } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { readExportRange, streamCsvExport } from '../../platform/csv-export.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { listReviewDecisionsAfter, type ReviewDecisionRow } from './review-export.repository.ts';

// 审核记录 as CSV: every decision of the review queue in a range of days, read from the audit log
// the decisions are written to in their own transaction, so the file holds exactly what was decided,
// by whom and why, of every kind, including kinds whose applications live in their own tables.

const reasonOf = (detail: unknown): string => {
  const reason = (detail as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : '';
};

/** CONSOLE_EXPORT_REVIEW_DECISIONS: the decisions of a range of days (and kind), streamed, audit-logged. */
export async function exportReviewDecisions(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_EXPORT_REVIEW_DECISIONS'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const range = readExportRange(input);
  if (input.kind !== '' && !deps.reviewQueue.find(input.kind)) {
    throw invalid(ConsoleMessage.REVIEW_KIND_UNKNOWN);
  }
  const labelOf = (kind: string) => deps.reviewQueue.find(kind)?.label ?? kind;
  const filter = { kind: input.kind, start: range.start, end: range.end };
  return streamCsvExport<ReviewDecisionRow>(exportRequestOf(deps, staff.id, reply, range), {
    title: input.kind === '' ? '审核记录-全部类型' : `审核记录-${labelOf(input.kind)}`,
    header: REVIEW_DECISION_EXPORT_HEADERS,
    readPage: (after, limit) => listReviewDecisionsAfter(deps.db, filter, after?.id ?? 0, limit),
    cells: (row) => [
      formatChinaDateTime(row.createdAt),
      labelOf(row.kind),
      row.subjectId,
      REVIEW_DECISION_TEXT[row.action as keyof typeof REVIEW_DECISION_TEXT],
      reasonOf(row.detail),
      row.username ? `${row.displayName}（${row.username}）` : '',
    ],
    audit: { action: 'review_decisions_export', subjectType: 'review', subjectId: input.kind || '*' },
  });
}
