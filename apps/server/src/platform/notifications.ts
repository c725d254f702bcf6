import type { NotificationKind, NotificationParams } from '@hall/contract/notifications/rules';
import type { Executor } from '../db/connection.ts';
import { notifications } from '../db/schema.ts';

/**
 * Queues a notification to a number in the caller's transaction (the outbox): it is sent by the
 * notification worker after the transaction commits, and never if it rolls back. `dedupeKey`
 * names the event that causes it (for a decision: kind and application), so writing it twice
 * queues it once.
 */
export async function queueNotification<Kind extends NotificationKind>(
  db: Executor,
  notification: { kind: Kind; phone: string; params: NotificationParams<Kind>; dedupeKey: string; now: Date },
): Promise<void> {
  await db
    .insert(notifications)
    .values({
      kind: notification.kind,
      phone: notification.phone,
      params: notification.params as Record<string, string>,
      dedupeKey: notification.dedupeKey,
      createdAt: notification.now,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey });
}

/** The dedupe keys of the notifications that decisions and staff actions queue, one place for writers and readers. */
export const NotificationKey = {
  applicationDecision: (applicationId: number) => `application:${applicationId}:decision`,
  simReplacementDecision: (applicationId: string) => `simReplacement:${applicationId}:decision`,
  openingDecision: (uimId: string) => `opening:${uimId}:decision`,
  serviceAnswer: (source: string, id: number) => `service:${source}:${id}:answer`,
  refundPaid: (refundId: number) => `refund:${refundId}:paid`,
  transferCode: (orderNo: string) => `transfer:${orderNo}:code`,
} as const;
