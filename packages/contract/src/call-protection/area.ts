import type { ContractArea } from '../contract-area.ts';
import { callProtectionEndpoints } from './endpoints.ts';

export const callProtectionArea = {
  tag: 'call-protection',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：骚扰拦截（拦截号码、号段与标记类别，拦截记录）',
  endpoints: callProtectionEndpoints,
} as const satisfies ContractArea<'hall'>;

// The console's part lives apart, so the hall's endpoint table does not share a chunk with the console's.
export { callProtectionMarksArea } from './marks-area.ts';
