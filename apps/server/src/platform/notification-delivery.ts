import { isNotificationKind } from '@hall/contract/notifications/rules';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { members, notifications } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { NotificationMessage } from '../providers/sms-gateway/sms-gateway.ts';
import { lastErrorOf, leaseEndOf, OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox-retry.ts';
import { wechatTemplateOf } from './wechat-templates.ts';

export { leaseEndOf, retryDelayMs };

// Sending one outbox row (platform/notifications.ts) by its channel: a kind with a configured
// template goes to the number's member in the official account first, and by SMS when WeChat
// refuses it (43004 not a follower, …) or the number has no member; every other kind by SMS.
// The row's id is the dedupe of both channels, so a resend after a crash shows once.

export type ClaimedNotification = Pick<typeof notifications.$inferSelect, 'id' | 'kind' | 'phone' | 'params' | 'attempts'>;

/** Attempts before a notification is given up (failed_at). */
export const NOTIFICATION_MAX_ATTEMPTS = OUTBOX_MAX_ATTEMPTS;

/** Parameters that are secrets: kept until the notification is sent, then masked in the log. */
const SECRET_PARAMS: Partial<Record<string, readonly string[]>> = { transferCode: ['code'] };

interface Delivery {
  sentBy: 'sms' | 'wechat';
  /** WeChat's refusal when the SMS stood in for it. */
  wechatRefusal: string | null;
}

/** The openid of the member the number is bound to, if any. */
async function openidOfNumber(db: Db, phone: string): Promise<string | null> {
  const [member] = await db.select({ openid: members.openid }).from(members).where(eq(members.boundPhone, phone)).limit(1);
  return member?.openid ?? null;
}

/** Sends one notification by its channel; throws when neither channel took it (the row is retried). */
export async function deliverNotification(deps: AppDeps, message: NotificationMessage): Promise<Delivery> {
  const template = wechatTemplateOf(deps.config, message.kind, message.params);
  const openid = template ? await openidOfNumber(deps.db, message.phone) : null;
  let wechatRefusal: string | null = null;
  if (template && openid) {
    const answer = await deps.providers.wechatMessages.sendTemplate({ dedupeKey: `notification:${message.id}`, openid, ...template });
    if (answer.isDelivered) {
      return { sentBy: 'wechat', wechatRefusal: null };
    }
    wechatRefusal = lastErrorOf(`errcode ${answer.errcode}: ${answer.errmsg}`);
  }
  await deps.providers.smsGateway.send({ kind: message.kind, phone: message.phone, params: message.params, notificationId: message.id });
  return { sentBy: 'sms', wechatRefusal };
}

const masked = (kind: string, params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, SECRET_PARAMS[kind]?.includes(name) ? '******' : value]));

/** Sends a claimed row and records the outcome: sent (by which channel), due again later, or given up. */
export async function sendClaimedNotification(deps: AppDeps, notification: ClaimedNotification): Promise<'sent' | 'retrying' | 'failed'> {
  return (await sendAndRecord(deps, notification)).outcome;
}

async function sendAndRecord(
  deps: AppDeps,
  notification: ClaimedNotification,
): Promise<{ outcome: 'sent' | 'retrying' | 'failed'; sentBy: Delivery['sentBy'] | null }> {
  const { id, kind, phone, params, attempts } = notification;
  let error: string;
  if (isNotificationKind(kind)) {
    try {
      const delivery = await deliverNotification(deps, { id, kind, phone, params });
      await deps.db
        .update(notifications)
        .set({ sentAt: deps.now(), claimedUntil: null, lastError: null, params: masked(kind, params), ...delivery })
        .where(and(eq(notifications.id, id), isNull(notifications.sentAt)));
      return { outcome: 'sent', sentBy: delivery.sentBy };
    } catch (cause) {
      error = lastErrorOf(cause);
    }
  } else {
    error = `unknown notification kind ${kind}`;
  }
  const now = deps.now();
  const isLastAttempt = attempts >= NOTIFICATION_MAX_ATTEMPTS || !isNotificationKind(kind);
  await deps.db
    .update(notifications)
    .set({
      lastError: error,
      claimedUntil: isLastAttempt ? null : new Date(now.getTime() + retryDelayMs(attempts)),
      failedAt: isLastAttempt ? now : null,
    })
    .where(and(eq(notifications.id, id), isNull(notifications.sentAt)));
  return { outcome: isLastAttempt ? 'failed' : 'retrying', sentBy: null };
}

/**
 * Sends the notification of `dedupeKey` at once, after the transaction that queued it committed
 * (what a person waits for on the page, e.g. the transfer code). It claims the row like the worker
 * does, only when no worker holds it; a failed send stays in the outbox for the worker's retries.
 * Answers the channel that delivered it, or null when it is not sent (yet).
 */
export async function sendQueuedNotificationNow(deps: AppDeps, dedupeKey: string): Promise<'sms' | 'wechat' | null> {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(notifications)
    .set({ claimedUntil: leaseEndOf(deps, now), attempts: sql`${notifications.attempts} + 1` })
    .where(
      and(
        eq(notifications.dedupeKey, dedupeKey),
        isNull(notifications.sentAt),
        isNull(notifications.failedAt),
        or(isNull(notifications.claimedUntil), lte(notifications.claimedUntil, now)),
      ),
    )
    .returning({ id: notifications.id, kind: notifications.kind, phone: notifications.phone, params: notifications.params, attempts: notifications.attempts });
  return claimed ? (await sendAndRecord(deps, claimed)).sentBy : null;
}
