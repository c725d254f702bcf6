import type { ContractArea } from '../contract-area.ts';
import { passwordEndpoints } from './endpoints.ts';

export const passwordArea = {
  tag: 'password',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：服务密码',
  endpoints: passwordEndpoints,
} as const satisfies ContractArea<'hall'>;
