import { formatChinaDateTime } from '@hall/contract/china-time';
import { maskPhone } from '@hall/contract/number-key';
import { isReachable } from '@hall/contract/number-state';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { describeCondition, USAGE_ALERT_HISTORY_PAGE_SIZE, UsageAlertMessage, type UsageAlertKind } from '@hall/contract/usage-alerts/rules';
import type { UsageAlertEvent, UsageAlertsState } from '@hall/contract/usage-alerts/schemas';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { usageAlertEvents, usageAlerts, usageAlertSettings } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { describeFigure, readNumberFigures } from './usage-alert-figures.ts';
import { queueChecks, readQuietHours, runCheckNow } from './usage-alert-jobs.ts';
import { readUnsubscribeToken } from './usage-alert-tokens.ts';

// 用量提醒 of the active number: what is set, saving one alert or the quiet hours, the history, and
// the public switch-off by a message's link.

/** USAGE_ALERTS: the active number's alerts, the member's quiet hours and the number's figures now. */
export async function readUsageAlerts(deps: AppDeps, member: BoundMember): Promise<UsageAlertsState> {
  const phone = member.boundPhone;
  const figures = await readNumberFigures(deps.db, phone, deps.now());
  if (!figures) {
    throw invalid(UsageAlertMessage.NUMBER_NOT_IN_SERVICE);
  }
  const alerts = await deps.db
    .select()
    .from(usageAlerts)
    .where(and(eq(usageAlerts.memberId, member.id), eq(usageAlerts.phone, phone)))
    .orderBy(asc(usageAlerts.id));
  return {
    phone: maskPhone(phone),
    alerts: alerts.map((alert) => ({
      kind: alert.kind,
      threshold: alert.threshold,
      isEnabled: alert.isEnabled,
      updatedAt: formatChinaDateTime(alert.updatedAt),
    })),
    quietHours: await readQuietHours(deps.db, member.id),
    now: {
      dataLeftMb: figures.dataLeftMb ?? 0,
      dataLeftPercent: figures.dataLeftPercent ?? 0,
      balanceFen: figures.balanceFen,
      spendFen: figures.spendFen,
    },
  };
}

/** USAGE_ALERT_SAVE: sets, changes or switches off one alert; a check runs at once on what is set. */
export async function saveUsageAlert(deps: AppDeps, member: BoundMember, input: OperationInput<'USAGE_ALERT_SAVE'>): Promise<UsageAlertsState> {
  const phone = member.boundPhone;
  const figures = await readNumberFigures(deps.db, phone, deps.now());
  if (!figures || !isReachable(figures.status)) {
    throw invalid(UsageAlertMessage.NUMBER_NOT_IN_SERVICE);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(usageAlerts)
      .values({ memberId: member.id, phone, kind: input.kind, threshold: input.threshold, isEnabled: input.isEnabled, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [usageAlerts.memberId, usageAlerts.phone, usageAlerts.kind],
        set: { threshold: input.threshold, isEnabled: input.isEnabled, updatedAt: now },
      });
    if (input.isEnabled) {
      await queueChecks(tx, [phone], now);
    }
  });
  if (input.isEnabled) {
    await runCheckNow(deps, phone);
  }
  return readUsageAlerts(deps, member);
}

/** USAGE_ALERT_QUIET_HOURS: the member's quiet hours, for every number they hold. */
export async function saveQuietHours(deps: AppDeps, member: BoundMember, input: OperationInput<'USAGE_ALERT_QUIET_HOURS'>): Promise<UsageAlertsState> {
  const now = deps.now();
  await deps.db
    .insert(usageAlertSettings)
    .values({ memberId: member.id, quietStart: input.start, quietEnd: input.end, updatedAt: now })
    .onConflictDoUpdate({ target: usageAlertSettings.memberId, set: { quietStart: input.start, quietEnd: input.end, updatedAt: now } });
  return readUsageAlerts(deps, member);
}

function statusOf(event: { sentAt: Date | null; failedAt: Date | null; channel: string | null }): UsageAlertEvent['status'] {
  if (event.sentAt) {
    return event.channel === 'none' ? 'skipped' : 'sent';
  }
  return event.failedAt ? 'failed' : 'waiting';
}

/** USAGE_ALERT_HISTORY: the alerts sent for the active number, newest first. */
export async function listUsageAlertHistory(deps: AppDeps, member: BoundMember, page: number): Promise<OperationOutput<'USAGE_ALERT_HISTORY'>> {
  const mine = and(eq(usageAlertEvents.memberId, member.id), eq(usageAlertEvents.phone, member.boundPhone));
  const [total] = await deps.db.select({ value: count() }).from(usageAlertEvents).where(mine);
  const rows = await deps.db
    .select()
    .from(usageAlertEvents)
    .where(mine)
    .orderBy(desc(usageAlertEvents.id))
    .limit(USAGE_ALERT_HISTORY_PAGE_SIZE)
    .offset((page - 1) * USAGE_ALERT_HISTORY_PAGE_SIZE);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      condition: describeCondition(row.kind, row.threshold),
      observed: describeFigure(row.kind, row.observed),
      month: row.billMonth,
      createdAt: formatChinaDateTime(row.createdAt),
      sentAt: row.sentAt ? formatChinaDateTime(row.sentAt) : null,
      channel: row.channel,
      status: statusOf(row),
    })),
    total: total?.value ?? 0,
    page,
  };
}

/** USAGE_ALERT_OFF: the link's alert switched off, without a login; the same answer when already off. */
export async function switchOffByLink(deps: AppDeps, token: string): Promise<OperationOutput<'USAGE_ALERT_OFF'>> {
  const alertId = readUnsubscribeToken(deps.secretKey, token);
  if (alertId === null) {
    throw invalid(UsageAlertMessage.TOKEN_INVALID);
  }
  const [alert] = await deps.db
    .update(usageAlerts)
    .set({ isEnabled: false, updatedAt: deps.now() })
    .where(eq(usageAlerts.id, alertId))
    .returning({ kind: usageAlerts.kind, threshold: usageAlerts.threshold, phone: usageAlerts.phone });
  if (!alert) {
    throw invalid(UsageAlertMessage.TOKEN_INVALID);
  }
  const kind: UsageAlertKind = alert.kind;
  return { kind, condition: describeCondition(kind, alert.threshold), phone: maskPhone(alert.phone) };
}
