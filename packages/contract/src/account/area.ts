import type { ContractArea } from '../contract-area.ts';
import { accountEndpoints } from './endpoints.ts';

export const accountArea = {
  tag: 'account',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：账户服务',
  endpoints: accountEndpoints,
} as const satisfies ContractArea<'hall'>;
