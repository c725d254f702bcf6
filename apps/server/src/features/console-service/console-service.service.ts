import { SERVICE_QUEUE_PAGE_SIZE, ServiceMessage, type ServiceSource } from '@hall/contract/console-service/rules';
import type { ServiceItem } from '@hall/contract/console-service/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { maskPhone } from '../../platform/masking.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import { answerOpenItem, countServiceItems, findServiceItem, listServiceItems, type ServiceItemRow } from './console-service.repository.ts';

const AUDIT_SUBJECT_OF: Record<ServiceSource, string> = { complaint: 'complaint', feedback: 'user_appeal' };

function presentItem(row: ServiceItemRow): ServiceItem {
  return {
    source: row.source,
    id: row.id,
    appealType: row.appealType,
    maskedPhone: row.phone ? maskPhone(row.phone) : null,
    nickname: row.nickname ?? '',
    content: row.content,
    submittedAt: row.submittedAt.toISOString(),
    answer: row.answer,
    answeredBy: row.answeredBy,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export async function listServiceQueue(deps: AppDeps, input: OperationRequest<'CONSOLE_SERVICE_ITEMS'>): Promise<OperationOutput<'CONSOLE_SERVICE_ITEMS'>> {
  const [total, rows] = await Promise.all([
    countServiceItems(deps.db, input.filter),
    listServiceItems(deps.db, input.filter, SERVICE_QUEUE_PAGE_SIZE, (input.page - 1) * SERVICE_QUEUE_PAGE_SIZE),
  ]);
  return { list: rows.map(presentItem), total, pageSize: SERVICE_QUEUE_PAGE_SIZE };
}

/**
 * Answers and closes an open complaint or feedback, once: the answer, the audit entry and the SMS
 * to the item's number are one transaction. A complaint made before binding has no number, so
 * it is closed without an SMS.
 */
export async function answerServiceItem(deps: AppDeps, staffId: number, input: { source: ServiceSource; id: number; answer: string }): Promise<ServiceItem> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const answered = await answerOpenItem(tx, { ...input, staffId, now });
    if (!answered) {
      throw invalid((await findServiceItem(tx, input.source, input.id)) ? ServiceMessage.ALREADY_ANSWERED : ServiceMessage.ITEM_NOT_FOUND);
    }
    if (answered.phone) {
      await queueNotification(tx, {
        kind: 'serviceAnswered',
        phone: answered.phone,
        params: { answer: input.answer },
        dedupeKey: NotificationKey.serviceAnswer(input.source, input.id),
        now,
      });
    }
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId,
      action: 'service_answer',
      subjectType: AUDIT_SUBJECT_OF[input.source],
      subjectId: String(input.id),
      detail: { answer: input.answer, isSmsQueued: answered.phone !== null },
    });
    const item = await findServiceItem(tx, input.source, input.id);
    if (!item) {
      throw invalid(ServiceMessage.ITEM_NOT_FOUND);
    }
    return presentItem(item);
  });
}
