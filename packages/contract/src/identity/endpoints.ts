import { cardLookup } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Each flow starts the face check through its own path (the spec's aliases); they all answer the
// same shape and are all read back through RESULT_QUERY.
export const identityEndpoints = {
  QUERY_PHONE: { method: 'POST', path: '/api/wechat/queryPhone', access: 'member', loading: true, limits: cardLookup('name', 'idCardNumber') },
  RESULT_QUERY: { method: 'POST', path: '/api/wechat/checkResultQuery', access: 'member', loading: '结果查询中...' },
} as const satisfies Record<string, Endpoint>;
