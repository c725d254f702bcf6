import type { ContractArea } from '../contract-area.ts';
import { callerEndpoints } from './endpoints.ts';

export const callerArea = {
  tag: 'caller',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：来电服务',
  endpoints: callerEndpoints,
} as const satisfies ContractArea<'hall'>;
