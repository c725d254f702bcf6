import type { Endpoint } from '../operation.ts';

// Caller services of the bound number: 来电提醒 (1), 来电显示 (2), 订购呼转 (3).
export const callerEndpoints = {
  PACKAGE_LIST: { method: 'POST', path: '/api/wechat/packageList', access: 'bound' },
  PACKAGE_ORDER: { method: 'POST', path: '/api/wechat/packageOrder', access: 'bound', loading: true },
} as const satisfies Record<string, Endpoint>;
