import type { ContractArea } from '../contract-area.ts';
import { otherServicesEndpoints } from './endpoints.ts';

export const otherServicesArea = {
  tag: 'other-services',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：其他服务（门店、商务合作、投诉）',
  endpoints: otherServicesEndpoints,
} as const satisfies ContractArea<'hall'>;
