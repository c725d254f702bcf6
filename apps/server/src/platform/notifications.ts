import type { NotificationKind, NotificationParams } from '@hall/contract/notifications/rules';
import type { Executor } from '../db/connection.ts';
import { enqueue } from './jobs/enqueue.ts';
import { notificationJob } from './notification-delivery.ts';

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
  const { now, ...payload } = notification;
  await enqueue(db, notificationJob, payload, now);
}

/** The dedupe keys of the notifications that decisions and staff actions queue, one place for writers and readers. */
export const NotificationKey = {
  applicationDecision: (applicationId: number) => `application:${applicationId}:decision`,
  simReplacementDecision: (applicationId: string) => `simReplacement:${applicationId}:decision`,
  openingDecision: (uimId: string) => `opening:${uimId}:decision`,
  serviceAnswer: (source: string, id: number) => `service:${source}:${id}:answer`,
  refundPaid: (refundId: number) => `refund:${refundId}:paid`,
  transferCode: (orderNo: string) => `transfer:${orderNo}:code`,
  billIssued: (phone: string, month: string) => `bill:${phone}:${month}`,
  /** An entrusted-debit contract's end, whoever ended it: one notice per contract. */
  autoTopUpEnded: (contractId: number) => `autoTopUp:${contractId}:ended`,
  giftSent: (giftId: number) => `gift:${giftId}:sent`,
  giftReceived: (giftId: number) => `gift:${giftId}:received`,
  /** A dealer's pool crossing below its alert threshold, named by the debit's ledger row. */
  fundPoolLow: (dealerId: string, ledgerId: number) => `fundPool:${dealerId}:low:${ledgerId}`,
} as const;
