import { NUMBER_SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Package change: the SMS check (type 06), the package's details, the change itself.
export const packageChangeEndpoints = {
  VERIFICATION_CODE: { method: 'POST', path: '/api/wechat/verificationCode', access: 'bound', loading: true, limits: NUMBER_SECRET_CHECK },
  PACKAGE_DETAILS: { method: 'POST', path: '/api/wechat/getUserprod', access: 'member', loading: true },
  PACKAGE_CHANGE: { method: 'POST', path: '/api/wechat/change', access: 'bound', loading: '结果查询中...' },
} as const satisfies Record<string, Endpoint>;
