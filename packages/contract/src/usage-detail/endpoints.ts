import { DETAIL_MAIL, NUMBER_SECRET_CHECK, NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The usage chart of /setMeal and the call and SMS detail (详单) of the bound number: the detail
// opens for a short time after the service password or an SMS code (type 12), masks the other
// party, and a month of it is mailed as a PDF. Not in the spec.
export const usageDetailEndpoints = {
  /** The last 30 China days of data, outgoing minutes and messages sent (from the daily usage). */
  USAGE_CHART: { method: 'POST', path: '/api/wechat/usageChart', access: 'bound', limits: NUMBER_STEP },
  /** Whether the detail is open for this session and number, until when, and the months it covers. */
  USAGE_DETAIL_STATUS: { method: 'POST', path: '/api/wechat/usageDetailStatus', access: 'bound', limits: NUMBER_STEP },
  /** Opens the detail with the service password or the type 12 SMS code; tries count per number. */
  USAGE_DETAIL_UNLOCK: { method: 'POST', path: '/api/wechat/usageDetailUnlock', access: 'bound', loading: '验证中', limits: NUMBER_SECRET_CHECK },
  /** One page of a month's calls, messages or data days, the other party masked (open detail only). */
  USAGE_DETAIL_RECORDS: { method: 'POST', path: '/api/wechat/usageDetailRecords', access: 'bound', limits: NUMBER_STEP },
  /** Mails a month's detail as a PDF to the address given, once per request id (open detail only). */
  USAGE_DETAIL_MAIL: { method: 'POST', path: '/api/wechat/usageDetailMail', access: 'bound', loading: '提交中', limits: DETAIL_MAIL },
} as const satisfies Record<string, Endpoint>;
