import { isNotificationKind } from '@hall/contract/notifications/rules';
import type { AppDeps } from '../../deps.ts';
import type { NotificationMessage } from '../../providers/sms-gateway/sms-gateway.ts';
import { claimDueNotifications, markNotificationAttemptFailed, markNotificationSent, type ClaimedNotification } from './notifications.repository.ts';

// The outbox's worker. A decision writes its notification row in its own transaction
// (platform/notifications.ts); this sends each row at least once. A crash between the gateway's
// answer and marking the row sent sends it again after the lease: the gateway is given the row's
// id as its request id and shows a repeat once (see SmsGateway).

/** Notifications claimed in one statement. */
export const NOTIFICATION_BATCH = 20;
/** Attempts before a notification is given up (failed_at), about an hour and a half of retries. */
export const NOTIFICATION_MAX_ATTEMPTS = 8;
const RETRY_FIRST_DELAY_MS = 30_000;
const RETRY_MAX_DELAY_MS = 30 * 60_000;
/** Beyond the gateway's time budget: a lease outlives its send unless the process died. */
const LEASE_MARGIN_MS = 15_000;
const LAST_ERROR_MAX_LENGTH = 500;

export interface NotificationPass {
  sent: number;
  /** Failed this time, due again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

/** Wait before the next attempt: doubling from 30 s, at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

/** One pass: claims up to `limit` due notifications and sends them through the SMS gateway. */
export async function sendDueNotifications(deps: AppDeps, options: { limit?: number } = {}): Promise<NotificationPass> {
  const now = deps.now();
  const claimed = await claimDueNotifications(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + deps.config.PROVIDER_TIME_BUDGET_MS + LEASE_MARGIN_MS),
    limit: options.limit ?? NOTIFICATION_BATCH,
  });
  // Each send is bounded by the gateway's time budget, so the batch ends well within its lease.
  const outcomes = await Promise.all(claimed.map((notification) => sendOne(deps, notification)));
  return {
    sent: outcomes.filter((outcome) => outcome === 'sent').length,
    retrying: outcomes.filter((outcome) => outcome === 'retrying').length,
    failed: outcomes.filter((outcome) => outcome === 'failed').length,
  };
}

async function sendOne(deps: AppDeps, notification: ClaimedNotification): Promise<keyof NotificationPass> {
  const { id, kind, phone, params, attempts } = notification;
  const error = isNotificationKind(kind) ? await sendThroughGateway(deps, { id, kind, phone, params }) : `unknown notification kind ${kind}`;
  const now = deps.now();
  if (error === null) {
    await markNotificationSent(deps.db, id, now);
    return 'sent';
  }
  const isLastAttempt = attempts >= NOTIFICATION_MAX_ATTEMPTS || !isNotificationKind(kind);
  await markNotificationAttemptFailed(deps.db, id, {
    error: error.slice(0, LAST_ERROR_MAX_LENGTH),
    now,
    retryAt: new Date(now.getTime() + retryDelayMs(attempts)),
    failed: isLastAttempt,
  });
  return isLastAttempt ? 'failed' : 'retrying';
}

/** The gateway's refusal as text, or null when it took the message. */
async function sendThroughGateway(deps: AppDeps, message: NotificationMessage): Promise<string | null> {
  try {
    await deps.providers.smsGateway.sendNotification(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
