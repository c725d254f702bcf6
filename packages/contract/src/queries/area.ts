import type { ContractArea } from '../contract-area.ts';
import { queriesEndpoints } from './endpoints.ts';

export const queriesArea = {
  tag: 'queries',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：账单、余额、用量与订单查询',
  endpoints: queriesEndpoints,
} as const satisfies ContractArea<'hall'>;
