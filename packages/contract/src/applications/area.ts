import type { ContractArea } from '../contract-area.ts';
import { applicationsEndpoints } from './endpoints.ts';

export const applicationsArea = {
  tag: 'applications',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：业务申请',
  endpoints: applicationsEndpoints,
} as const satisfies ContractArea<'hall'>;
