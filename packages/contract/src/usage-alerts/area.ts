import type { ContractArea } from '../contract-area.ts';
import { usageAlertsEndpoints } from './endpoints.ts';

export const usageAlertsArea = {
  tag: 'usage-alerts',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：用量与余额提醒',
  endpoints: usageAlertsEndpoints,
} as const satisfies ContractArea<'hall'>;
