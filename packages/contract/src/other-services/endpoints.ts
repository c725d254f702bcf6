import { SERVICE_MESSAGE } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Other services (/other): stores, business cooperation, complaints.
export const otherServicesEndpoints = {
  STORE: { method: 'POST', path: '/api/wechat/shop', access: 'member', loading: true },
  COOPERATION: { method: 'POST', path: '/api/wechat/business', access: 'member' },
  COMPLAINT: { method: 'POST', path: '/api/wechat/Report', access: 'member', loading: '提交中', limits: SERVICE_MESSAGE },
} as const satisfies Record<string, Endpoint>;
