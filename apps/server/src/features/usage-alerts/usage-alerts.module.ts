import type { usageAlertsEndpoints } from '@hall/contract/usage-alerts/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listUsageAlertHistory, readUsageAlerts, saveQuietHours, saveUsageAlert, switchOffByLink } from './usage-alerts.service.ts';
import { scheduleUsageAlerts } from './usage-alerts.schedule.ts';

// 用量提醒: alerts a member sets on the active number, the jobs that check and send them, and the
// public switch-off link.
export const usageAlertsModule: FeatureModule<keyof typeof usageAlertsEndpoints> = {
  name: 'usage-alerts',
  handlers: (deps) => ({
    USAGE_ALERTS: ({ member }) => readUsageAlerts(deps, member),
    USAGE_ALERT_SAVE: ({ member, input }) => saveUsageAlert(deps, member, input),
    USAGE_ALERT_QUIET_HOURS: ({ member, input }) => saveQuietHours(deps, member, input),
    USAGE_ALERT_HISTORY: ({ member, input }) => listUsageAlertHistory(deps, member, input.page),
    USAGE_ALERT_OFF: ({ input }) => switchOffByLink(deps, input.key),
  }),
  schedules: scheduleUsageAlerts,
};
