import type { ContractArea } from '../contract-area.ts';
import { cardsEndpoints } from './endpoints.ts';

export const cardsArea = {
  tag: 'cards',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：名下号码查询与承诺视频',
  endpoints: cardsEndpoints,
} as const satisfies ContractArea<'hall'>;
