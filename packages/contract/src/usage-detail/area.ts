import type { ContractArea } from '../contract-area.ts';
import { usageDetailEndpoints } from './endpoints.ts';

export const usageDetailArea = {
  tag: 'usage-detail',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：用量趋势图与通话、短信详单',
  endpoints: usageDetailEndpoints,
} as const satisfies ContractArea<'hall'>;
