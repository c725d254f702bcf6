import type { ContractArea } from '../contract-area.ts';
import { consoleFinanceEndpoints } from './endpoints.ts';

export const consoleFinanceArea = {
  tag: 'console-finance',
  audience: 'console',
  description: '管理后台（运营人员）：财务的退款、欠款、出账批次与信控设置',
  endpoints: consoleFinanceEndpoints,
} as const satisfies ContractArea<'console'>;
