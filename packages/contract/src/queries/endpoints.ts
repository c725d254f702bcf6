import { cardLookup, NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Bills, balance, usage, ordered services, orders, package details and opening records.
export const queriesEndpoints = {
  QUERY_SET_MEAL: { method: 'POST', path: '/api/wechat/queryPackageBalance', access: 'bound' },
  ORDER_BUSINESS: { method: 'POST', path: '/api/wechat/querySubscribeBusiness', access: 'bound' },
  QUERY_BALANCE: { method: 'POST', path: '/api/wechat/queryBalance', access: 'bound' },
  QUERY_BILL_DETAILS: { method: 'POST', path: '/api/wechat/queryBill', access: 'bound', loading: true },
  QUERY_HISTORY_BILL: { method: 'POST', path: '/api/wechat/historyBill', access: 'bound' },
  /** 账单解读: what changed from the month before and why; this month's forecast from the usage so far. */
  QUERY_BILL_EXPLANATION: { method: 'POST', path: '/api/wechat/billExplanation', access: 'bound' },
  ORDER_QUERY: { method: 'POST', path: '/api/wechat/queryOrder', access: 'bound', limits: NUMBER_STEP },
  ORDER_DETAIL: { method: 'POST', path: '/api/wechat/orderDetail', access: 'bound', loading: true },
  GET_MEAL: { method: 'POST', path: '/api/wechat/package', access: 'member' },
  CHECK_OPEN_PHONE_WORK: {
    method: 'POST',
    path: '/api/wechat/checkOpenPhoneWork',
    access: 'member',
    loading: '查询中...',
    limits: cardLookup('customerName', 'identityCode'),
  },
} as const satisfies Record<string, Endpoint>;
