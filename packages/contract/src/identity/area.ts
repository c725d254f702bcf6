import type { ContractArea } from '../contract-area.ts';
import { identityEndpoints } from './endpoints.ts';

export const identityArea = {
  tag: 'identity',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：身份核验（人脸）',
  endpoints: identityEndpoints,
} as const satisfies ContractArea<'hall'>;
