import type { AppDeps } from '../../deps.ts';
import { leaseEndOf, sendClaimedNotification } from '../../platform/notification-delivery.ts';
import { claimDueNotifications } from './notifications.repository.ts';

export { NOTIFICATION_MAX_ATTEMPTS, retryDelayMs } from '../../platform/notification-delivery.ts';

// The outbox's worker. A decision writes its notification row in its own transaction
// (platform/notifications.ts); this sends each row at least once, by WeChat or SMS
// (platform/notification-delivery.ts). A crash between the channel's answer and marking the row
// sent sends it again after the lease: the channel is given the row's id as its request id and
// shows a repeat once (see SmsGateway, WechatMessages).

/** Notifications claimed in one statement. */
export const NOTIFICATION_BATCH = 20;

export interface NotificationPass {
  sent: number;
  /** Failed this time, due again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

/** One pass: claims up to `limit` due notifications and sends each by its channel. */
export async function sendDueNotifications(deps: AppDeps, options: { limit?: number } = {}): Promise<NotificationPass> {
  const now = deps.now();
  const claimed = await claimDueNotifications(deps.db, { now, leaseUntil: leaseEndOf(deps, now), limit: options.limit ?? NOTIFICATION_BATCH });
  // Each send is bounded by the providers' time budget, so the batch ends well within its lease.
  const outcomes = await Promise.all(claimed.map((notification) => sendClaimedNotification(deps, notification)));
  return {
    sent: outcomes.filter((outcome) => outcome === 'sent').length,
    retrying: outcomes.filter((outcome) => outcome === 'retrying').length,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
  };
}
