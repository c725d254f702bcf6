import type { Endpoint } from './operation.ts';

export const cardsEndpoints = {
  QUERY_CARD_NUMBER: { method: 'POST', path: '/api/wechat/queryCardNumber', access: 'member', loading: true },
  /** QR image of the promise-video mini program for a number (after -106 on starting a card lookup). */
  CPDEIMG: { method: 'POST', path: '/api/wechat/getBase64CodeIMG', access: 'member', loading: true },
} as const satisfies Record<string, Endpoint>;
