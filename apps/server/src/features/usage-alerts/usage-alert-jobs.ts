import { chinaHour, DAY_MS, findStartOfChinaDay, formatChinaMonth } from '@hall/contract/china-time';
import { maskPhone } from '@hall/contract/number-key';
import { isReachable } from '@hall/contract/number-state';
import { DEFAULT_QUIET_HOURS, describeCondition, isQuietHour, USAGE_ALERT_OFF_PATH } from '@hall/contract/usage-alerts/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { memberNumbers, usageAlertChecks, usageAlertEvents, usageAlerts, usageAlertSettings } from '../../db/schema.ts';
import type { Executor } from '../../db/connection.ts';
import type { AppDeps } from '../../deps.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { DELIVERY_RETRY, type RetryPolicy } from '../../platform/jobs/retry-policy.ts';
import { runJobNow } from '../../platform/jobs/run-due-jobs.ts';
import { sendQueuedNotificationNow } from '../../platform/notification-delivery.ts';
import { queueNotification } from '../../platform/notifications.ts';
import { sendSubscriptionMessage } from '../../platform/wechat-subscriptions.ts';
import { describeFigure, figureOf, hasCrossed, readNumberFigures } from './usage-alert-figures.ts';
import { unsubscribeTokenOf } from './usage-alert-tokens.ts';

// Two jobs on the job queue (platform/jobs). The check: a number's usage was recorded or its
// balance fell (boss/usage-alert-checks.ts queues it in that transaction), or the sweep asks; it
// writes one event per alert that has crossed, at most once per threshold per China month (the
// events' unique key), due now or at the end of the member's quiet hours. The delivery: one
// event's message, by the WeChat one-time subscription message while the member holds a grant,
// else by SMS through the notification outbox; the event records the channel.

/** The quiet hours of a member (22:00-08:00 unless they changed them). */
export async function readQuietHours(db: Executor, memberId: number): Promise<{ start: number; end: number }> {
  const [row] = await db.select().from(usageAlertSettings).where(eq(usageAlertSettings.memberId, memberId));
  return row ? { start: row.quietStart, end: row.quietEnd } : { ...DEFAULT_QUIET_HOURS };
}

/** When an alert due at `now` goes out: now, or the end of the quiet hours it falls in. */
export function deliveryTimeOf(now: Date, quiet: { start: number; end: number }): Date | null {
  if (!isQuietHour(chinaHour(now), quiet)) {
    return null;
  }
  const end = new Date(findStartOfChinaDay(now).getTime() + quiet.end * 3_600_000);
  return end.getTime() > now.getTime() ? end : new Date(end.getTime() + DAY_MS);
}

/** A check does no outside call: retried soon, and given up after a few tries (the sweep asks again). */
const CHECK_RETRY: RetryPolicy = { firstDelayMs: 10_000, maxDelayMs: 5 * 60_000, maxAttempts: 5 };

/** Checks the number's alerts; answers the ids of the events it wrote that are due now. */
export async function checkNumberAlerts(deps: AppDeps, phone: string): Promise<{ dueNow: number[]; written: number }> {
  const now = deps.now();
  // The alerts of members who still hold the number.
  const alerts = await deps.db
    .select({ id: usageAlerts.id, memberId: usageAlerts.memberId, kind: usageAlerts.kind, threshold: usageAlerts.threshold })
    .from(usageAlerts)
    .innerJoin(memberNumbers, and(eq(memberNumbers.memberId, usageAlerts.memberId), eq(memberNumbers.phone, usageAlerts.phone)))
    .where(and(eq(usageAlerts.phone, phone), eq(usageAlerts.isEnabled, true)));
  if (alerts.length === 0) {
    return { dueNow: [], written: 0 };
  }
  const figures = await readNumberFigures(deps.db, phone, now);
  if (!figures || !isReachable(figures.status)) {
    return { dueNow: [], written: 0 };
  }
  const month = formatChinaMonth(now);
  const dueNow: number[] = [];
  let written = 0;
  for (const alert of alerts) {
    const figure = figureOf(figures, alert.kind);
    if (figure === null || !hasCrossed(alert.kind, figure, alert.threshold)) {
      continue;
    }
    const deliverAt = deliveryTimeOf(now, await readQuietHours(deps.db, alert.memberId));
    // The unique key (alert, month, threshold) is the guarantee: a second check, here or on another instance, writes nothing.
    const [event] = await deps.db
      .insert(usageAlertEvents)
      .values({
        alertId: alert.id,
        memberId: alert.memberId,
        phone,
        kind: alert.kind,
        billMonth: month,
        threshold: alert.threshold,
        observed: figure,
        createdAt: now,
        claimedUntil: deliverAt,
      })
      .onConflictDoNothing()
      .returning({ id: usageAlertEvents.id });
    if (event) {
      written += 1;
      if (!deliverAt) {
        dueNow.push(event.id);
      }
    }
  }
  return { dueNow, written };
}

/** A number's alerts checked: the rows the back office and the sweep queue (usage_alert_checks). */
export const usageAlertCheckJob = defineJob({
  name: 'usage alert check',
  table: usageAlertChecks,
  payload: z.object({ phone: z.string() }),
  retry: CHECK_RETRY,
  handler: async ({ phone }, { deps }) => {
    const { dueNow } = await checkNumberAlerts(deps, phone);
    for (const id of dueNow) {
      await sendUsageAlertNow(deps, id);
    }
    return undefined;
  },
});

/** The switch-off link of an alert, as its messages carry it. */
export function unsubscribeLinkOf(deps: AppDeps, alertId: number): { host: string; token: string; url: string } {
  const host = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  const token = unsubscribeTokenOf(deps.secretKey, alertId);
  return { host, token, url: `${host}${USAGE_ALERT_OFF_PATH}?t=${token}` };
}

/** One alert's message: WeChat while the member holds a grant (and the template is set), else SMS. */
export const usageAlertDeliveryJob = defineJob({
  name: 'usage alert',
  table: usageAlertEvents,
  payload: z.object({
    alertId: z.number().int(),
    memberId: z.number().int(),
    phone: z.string(),
    kind: z.enum(['dataPercent', 'dataMb', 'balance', 'spend']),
    threshold: z.number().int(),
    observed: z.number().int(),
  }),
  retry: DELIVERY_RETRY,
  handler: async (event, { deps, id }) => {
    const [alert] = await deps.db
      .select({ isEnabled: usageAlerts.isEnabled, threshold: usageAlerts.threshold, holds: memberNumbers.phone })
      .from(usageAlerts)
      .leftJoin(memberNumbers, and(eq(memberNumbers.memberId, usageAlerts.memberId), eq(memberNumbers.phone, usageAlerts.phone)))
      .where(eq(usageAlerts.id, event.alertId));
    // Switched off, changed or the number let go while it waited (quiet hours): it is not sent.
    if (!alert?.isEnabled || alert.threshold !== event.threshold || !alert.holds) {
      return { channel: 'none' as const };
    }
    const condition = describeCondition(event.kind, event.threshold);
    const observed = describeFigure(event.kind, event.observed);
    const link = unsubscribeLinkOf(deps, event.alertId);
    const wechat = await sendSubscriptionMessage(
      deps,
      event.memberId,
      'usageAlert',
      { thing1: condition, character_string2: maskPhone(event.phone), thing3: `当前${observed}，点此可关闭提醒` },
      { url: link.url },
    );
    if (wechat.isSent) {
      return { channel: 'wechat' as const };
    }
    const dedupeKey = `usageAlert:${id}`;
    await queueNotification(deps.db, {
      kind: 'usageAlert',
      phone: event.phone,
      params: { condition, observed, host: link.host, token: link.token },
      dedupeKey,
      now: deps.now(),
    });
    await sendQueuedNotificationNow(deps, dedupeKey);
    return { channel: 'sms' as const };
  },
});

/** Sends an event's message right after the check wrote it, unless another run holds it. */
export async function sendUsageAlertNow(deps: AppDeps, eventId: number, log?: FastifyBaseLogger): Promise<void> {
  await runJobNow(deps, usageAlertDeliveryJob, eq(usageAlertEvents.id, eventId), log);
}

/** Queues a check of each number (the sweep, a saved alert): one waiting check per number at most. */
export async function queueChecks(db: Executor, phones: string[], now: Date): Promise<void> {
  if (phones.length === 0) {
    return;
  }
  await db
    .insert(usageAlertChecks)
    .values(phones.map((phone) => ({ phone, createdAt: now })))
    .onConflictDoNothing();
}

/** Runs the waiting check of a number at once (after a save), unless another run holds it. */
export async function runCheckNow(deps: AppDeps, phone: string, log?: FastifyBaseLogger): Promise<void> {
  await runJobNow(deps, usageAlertCheckJob, eq(usageAlertChecks.phone, phone), log);
}

/** Done checks are kept a day (what ran when, for an operator's look), then dropped by the sweep. */
const DONE_CHECKS_KEPT_MS = 24 * 3_600_000;

/**
 * The sweep: a check for every number with an alert on, in one statement (the safety net beside
 * the back office's queueing), and the checks done over a day ago dropped.
 */
export async function queueSweepChecks(db: Executor, now: Date): Promise<void> {
  const doneBefore = new Date(now.getTime() - DONE_CHECKS_KEPT_MS).toISOString();
  await db.execute(sql`
    delete from usage_alert_checks
    where sent_at < ${doneBefore}::timestamptz or failed_at < ${doneBefore}::timestamptz`);
  await db.execute(sql`
    insert into usage_alert_checks (phone, created_at)
    select distinct phone, ${now.toISOString()}::timestamptz from usage_alerts where is_enabled
    on conflict do nothing`);
}
