import { NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

export const cardsEndpoints = {
  QUERY_CARD_NUMBER: { method: 'POST', path: '/api/wechat/queryCardNumber', access: 'member', loading: true },
  /** QR image of the promise-video mini program for a number (after -106 on starting a card lookup). */
  CPDEIMG: { method: 'POST', path: '/api/wechat/getBase64CodeIMG', access: 'member', loading: true, limits: NUMBER_STEP },
  /** Whether a number's promise video has been recorded (the person returns from the mini program). */
  CHECK_VIDEO: { method: 'POST', path: '/api/wechat/checkVideo', access: 'member', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;
