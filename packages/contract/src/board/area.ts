import type { ContractArea } from '../contract-area.ts';
import { boardEndpoints } from './endpoints.ts';

export const boardArea = {
  tag: 'board',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：留言板',
  endpoints: boardEndpoints,
} as const satisfies ContractArea<'hall'>;
