import { DAY_MS, findStartOfChinaDay } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import type { UsageAlertsState } from '@hall/contract/usage-alerts/schemas';
import { and, desc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxSmsOutbox, usageAlertEvents } from '../../db/schema.ts';
import { drainDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import type { TestApp } from '../../test/test-app.ts';
import { usageAlertCheckJob, usageAlertDeliveryJob } from './usage-alert-jobs.ts';

/** Moves the test clock forward to the next `hour`:`minute` China time. */
export function moveToChinaTime(api: TestApp, hour: number, minute = 0): void {
  const now = api.deps.now();
  let target = findStartOfChinaDay(now).getTime() + hour * 3_600_000 + minute * 60_000;
  if (target <= now.getTime()) {
    target += DAY_MS;
  }
  api.advanceSeconds((target - now.getTime()) / 1000);
}

export async function saveAlert(
  api: TestApp,
  token: string,
  alert: { kind: string; threshold: number; isEnabled?: boolean },
): Promise<Envelope<UsageAlertsState>> {
  return (await api.call('USAGE_ALERT_SAVE', { isEnabled: true, ...alert }, token)) as Envelope<UsageAlertsState>;
}

export async function readState(api: TestApp, token: string): Promise<UsageAlertsState> {
  const reply = (await api.call('USAGE_ALERTS', {}, token)) as Envelope<UsageAlertsState>;
  expect(reply, reply.msg).toMatchObject({ code: 1 });
  return reply.data as UsageAlertsState;
}

/** Runs what the job passes would: the waiting checks, then the due messages. */
export async function runAlertPasses(api: TestApp): Promise<void> {
  await drainDueJobs(api.deps, usageAlertCheckJob);
  await drainDueJobs(api.deps, usageAlertDeliveryJob);
}

export function eventsOf(api: TestApp, phone: string) {
  return api.deps.db.select().from(usageAlertEvents).where(eq(usageAlertEvents.phone, phone)).orderBy(desc(usageAlertEvents.id));
}

/** The usage alert SMS the sandbox outbox holds for a number, newest first. */
export function alertSmsTo(api: TestApp, phone: string) {
  return api.deps.db
    .select()
    .from(sandboxSmsOutbox)
    .where(and(eq(sandboxSmsOutbox.phone, phone), like(sandboxSmsOutbox.text, '%用量提醒%')))
    .orderBy(desc(sandboxSmsOutbox.id));
}

/** The token of the switch-off link in an SMS. */
export function tokenInSms(text: string): string {
  const token = /usageAlertOff\?t=([\w.-]+)/.exec(text)?.[1];
  if (!token) {
    throw new Error(`no switch-off link in: ${text}`);
  }
  return token;
}
