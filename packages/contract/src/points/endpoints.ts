import type { Endpoint } from '../operation.ts';

export const pointsEndpoints = {
  BANNER: { method: 'POST', path: '/api/wechat/banner', access: 'member' },
  POINTS_EXCHANGE_LIST: { method: 'POST', path: '/api/wechat/pointsExchangeList', access: 'member' },
  POINTS_EXCHANGE: { method: 'POST', path: '/api/wechat/pointsExchange', access: 'bound', loading: '兑换中...' },
  SIGN: { method: 'POST', path: '/api/wechat/sign', access: 'bound', loading: '签到中...' },
  SIGN_STATUS: { method: 'POST', path: '/api/wechat/signStatus', access: 'member' },
  POINTS_ORDERS: { method: 'POST', path: '/api/wechat/pointsOrders', access: 'bound' },
  POINTS_DETAIL: { method: 'POST', path: '/api/wechat/pointsDetail', access: 'bound' },
  POINTS_RULE: { method: 'POST', path: '/api/wechat/pointsRule', access: 'member' },
  /** 我的权益 (an addition to the spec): what the bound number holds, in one read. */
  MY_RIGHTS: { method: 'POST', path: '/api/wechat/myRights', access: 'bound' },
} as const satisfies Record<string, Endpoint>;
