import type { ContractArea } from '../contract-area.ts';
import { hallEndpoints } from './endpoints.ts';

export const hallArea = {
  tag: 'hall',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：首页（充值产品、微信昵称）',
  endpoints: hallEndpoints,
} as const satisfies ContractArea<'hall'>;
