import type { ContractArea } from '../contract-area.ts';
import { memberEndpoints } from './endpoints.ts';

export const memberArea = {
  tag: 'member',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：会员信息与绑定手机号',
  endpoints: memberEndpoints,
} as const satisfies ContractArea<'hall'>;
