import type { ContractArea } from '../contract-area.ts';
import { simEndpoints } from './endpoints.ts';

export const simArea = {
  tag: 'sim',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：补换卡',
  endpoints: simEndpoints,
} as const satisfies ContractArea<'hall'>;
