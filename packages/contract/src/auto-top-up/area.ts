import type { ContractArea } from '../contract-area.ts';
import { autoTopUpEndpoints } from './endpoints.ts';

export const autoTopUpArea = {
  tag: 'auto-top-up',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：话费自动充值（微信委托代扣）',
  endpoints: autoTopUpEndpoints,
} as const satisfies ContractArea<'hall'>;
