import type { ContractArea } from '../contract-area.ts';
import { packageChangeEndpoints } from './endpoints.ts';

export const packageChangeArea = {
  tag: 'package-change',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：套餐变更',
  endpoints: packageChangeEndpoints,
} as const satisfies ContractArea<'hall'>;
