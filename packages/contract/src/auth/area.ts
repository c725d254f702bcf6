import type { ContractArea } from '../contract-area.ts';
import { authEndpoints } from './endpoints.ts';

export const authArea = {
  tag: 'auth',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：登录',
  endpoints: authEndpoints,
} as const satisfies ContractArea<'hall'>;
