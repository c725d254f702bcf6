import { NUMBER_SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// 挂失/解挂: the owner stops a lost phone's number (calls, data and SMS barred) with the service
// password, and lifts the stop when the phone is found. Not in the spec (docs/spec-conformance.md).
export const lossReportEndpoints = {
  LOSS_REPORT_STATUS: { method: 'POST', path: '/api/wechat/lossReportStatus', access: 'bound' },
  REPORT_LOSS: { method: 'POST', path: '/api/wechat/reportLoss', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
  LIFT_LOSS_REPORT: { method: 'POST', path: '/api/wechat/liftLossReport', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
} as const satisfies Record<string, Endpoint>;
