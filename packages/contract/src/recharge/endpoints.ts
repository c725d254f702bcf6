import { ANONYMOUS_ENTRY, MEMBER_ORDER, MEMBER_PAYMENT, PUBLIC_TOP_UP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Top-up with WeChat Pay: order → cashier → notification or query settles → result page.
export const rechargeEndpoints = {
  ADD_ORDERS: { method: 'POST', path: '/api/wechat/addOrders', access: 'bound', loading: true, limits: MEMBER_ORDER },
  PAY: { method: 'POST', path: '/api/wechat/pay', access: 'bound', loading: true, limits: MEMBER_PAYMENT },
  OPEN_FLOW: { method: 'POST', path: '/api/wechat/openFlow', access: 'bound', loading: '结果查询中...' },
  RECHARGE_RECORD: { method: 'POST', path: '/api/wechat/rechargeRecord', access: 'bound' },
  /** General top-up of any number (/UniversalPay, login-exempt). */
  BOSS_WX_PAY: { method: 'POST', path: '/api/wechat/bossWxPay', access: 'public', loading: true, limits: PUBLIC_TOP_UP },
  BOSS_QUERY_ORDER: { method: 'GET', path: '/api/wechat/bossQueryOrderByOutTradeNo', access: 'public', loading: '结果查询中...', limits: ANONYMOUS_ENTRY },
} as const satisfies Record<string, Endpoint>;
