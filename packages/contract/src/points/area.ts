import type { ContractArea } from '../contract-area.ts';
import { pointsEndpoints } from './endpoints.ts';

export const pointsArea = {
  tag: 'points',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：积分',
  endpoints: pointsEndpoints,
} as const satisfies ContractArea<'hall'>;
