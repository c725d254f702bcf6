import type { Endpoint } from './operation.ts';

export const cardsEndpoints = {
  QUERY_CARD_NUMBER: { method: 'POST', path: '/api/wechat/queryCardNumber', access: 'member', loading: true },
} as const satisfies Record<string, Endpoint>;
