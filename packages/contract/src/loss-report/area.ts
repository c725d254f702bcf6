import type { ContractArea } from '../contract-area.ts';
import { lossReportEndpoints } from './endpoints.ts';

export const lossReportArea = {
  tag: 'loss-report',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：挂失/解挂',
  endpoints: lossReportEndpoints,
} as const satisfies ContractArea<'hall'>;
