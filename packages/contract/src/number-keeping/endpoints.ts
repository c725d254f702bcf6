import { PUK_LOOKUP, NUMBER_SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// 停机保号 (keep the number while it is not used, for a monthly keep fee) and the SIM card's PUK
// code, for the bound number's owner after the service password or an SMS code (type 09). Not in
// the spec (docs/spec-conformance.md).
export const numberKeepingEndpoints = {
  NUMBER_KEEPING_STATUS: { method: 'POST', path: '/api/wechat/numberKeepingStatus', access: 'bound' },
  KEEP_NUMBER: { method: 'POST', path: '/api/wechat/keepNumber', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
  RESUME_KEPT_NUMBER: { method: 'POST', path: '/api/wechat/resumeKeptNumber', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
  PUK_QUERY: { method: 'POST', path: '/api/wechat/pukQuery', access: 'bound', loading: '查询中', limits: PUK_LOOKUP },
} as const satisfies Record<string, Endpoint>;
