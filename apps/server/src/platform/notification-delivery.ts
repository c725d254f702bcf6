import { isNotificationKind, type NotificationKind } from '@hall/contract/notifications/rules';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { memberNumbers, members, notifications } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import type { NotificationMessage } from '../providers/sms-gateway/sms-gateway.ts';
import { defineJob } from './jobs/define-job.ts';
import { runJobNow } from './jobs/run-due-jobs.ts';
import { lastErrorOf } from './jobs/run-job.ts';
import { DELIVERY_RETRY } from './jobs/retry-policy.ts';
import { wechatTemplateOf } from './wechat-templates.ts';

// Sending one outbox row (platform/notifications.ts) by its channel: a kind with a configured
// template goes to the number's member in the official account first, and by SMS when WeChat
// refuses it (43004 not a follower, …) or the number has no member; every other kind by SMS.
// The row's id is the dedupe of both channels, so a resend after a crash shows once.

/** Parameters that are secrets: kept until the notification is sent, then masked in the log. */
const SECRET_PARAMS: Partial<Record<string, readonly string[]>> = { transferCode: ['code'] };

interface Delivery {
  sentBy: 'sms' | 'wechat';
  /** WeChat's refusal when the SMS stood in for it. */
  wechatRefusal: string | null;
}

/** The openid of the member who has held the number longest, if any. */
async function openidOfNumber(db: Db, phone: string): Promise<string | null> {
  const [member] = await db
    .select({ openid: members.openid })
    .from(memberNumbers)
    .innerJoin(members, eq(members.id, memberNumbers.memberId))
    .where(eq(memberNumbers.phone, phone))
    .orderBy(asc(memberNumbers.boundAt), asc(memberNumbers.memberId))
    .limit(1);
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

const notificationPayloadSchema = z.object({
  // A kind this build does not know is given up at once: no retry would make it known.
  kind: z.string().refine(isNotificationKind, { error: (issue) => `unknown notification kind ${String(issue.input)}` }) as z.ZodType<NotificationKind>,
  phone: z.string(),
  params: z.record(z.string(), z.string()),
  dedupeKey: z.string(),
});

/** The notification outbox: a row per notification, sent by WeChat or SMS, retried with the delivery rhythm. */
export const notificationJob = defineJob({
  name: 'notification',
  table: notifications,
  payload: notificationPayloadSchema,
  retry: DELIVERY_RETRY,
  handler: async ({ kind, phone, params }, { deps, id }) => {
    const delivery = await deliverNotification(deps, { id, kind, phone, params });
    return { ...delivery, params: masked(kind, params) };
  },
});

/**
 * Sends the notification of `dedupeKey` at once, after the transaction that queued it committed
 * (what a person waits for on the page, e.g. the transfer code), unless the worker holds it; a
 * failed send stays in the outbox for the worker's retries. Answers the channel that delivered it,
 * or null when it is not sent (yet).
 */
export async function sendQueuedNotificationNow(deps: AppDeps, dedupeKey: string): Promise<'sms' | 'wechat' | null> {
  const record = await runJobNow(deps, notificationJob, eq(notifications.dedupeKey, dedupeKey));
  return record?.sentBy ?? null;
}
