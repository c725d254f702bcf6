import { NUMBER_STEP, USAGE_ALERT_OFF } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Usage and balance alerts (用量提醒) of the active number: what is set, saving one alert, the
// quiet hours, the alerts sent, and the public switch-off link every alert carries. Not in the spec.
export const usageAlertsEndpoints = {
  /** The alerts set on the active number, the member's quiet hours, and where the number stands now. */
  USAGE_ALERTS: { method: 'POST', path: '/api/wechat/usageAlerts', access: 'bound', limits: NUMBER_STEP },
  /** Sets, changes or switches off one alert of the active number. */
  USAGE_ALERT_SAVE: { method: 'POST', path: '/api/wechat/usageAlertSave', access: 'bound', loading: '保存中...', limits: NUMBER_STEP },
  /** The member's quiet hours (whole China hours; equal start and end: none). */
  USAGE_ALERT_QUIET_HOURS: { method: 'POST', path: '/api/wechat/usageAlertQuietHours', access: 'bound', loading: '保存中...', limits: NUMBER_STEP },
  /** The alerts sent for the active number, newest first, with the channel each went by. */
  USAGE_ALERT_HISTORY: { method: 'POST', path: '/api/wechat/usageAlertHistory', access: 'bound', limits: NUMBER_STEP },
  /** The one-tap link in every alert: switches that alert off without a login, by its token. */
  USAGE_ALERT_OFF: { method: 'POST', path: '/api/wechat/usageAlertOff', access: 'public', loading: true, limits: USAGE_ALERT_OFF },
} as const satisfies Record<string, Endpoint>;
