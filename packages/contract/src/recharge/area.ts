import type { ContractArea } from '../contract-area.ts';
import { rechargeEndpoints } from './endpoints.ts';

export const rechargeArea = {
  tag: 'recharge',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：充值（微信支付）',
  endpoints: rechargeEndpoints,
} as const satisfies ContractArea<'hall'>;
