import type { ContractArea } from '../contract-area.ts';
import { numberPoolEndpoints } from './endpoints.ts';

export const numberPoolArea = {
  tag: 'number-pool',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：号码购买（选号与预留）',
  endpoints: numberPoolEndpoints,
} as const satisfies ContractArea<'hall'>;
