import type { ContractArea } from '../contract-area.ts';
import { consoleReconciliationEndpoints } from './endpoints.ts';

export const consoleReconciliationArea = {
  tag: 'console-reconciliation',
  audience: 'console',
  description: '管理后台（运营人员）：对账',
  endpoints: consoleReconciliationEndpoints,
} as const satisfies ContractArea<'console'>;
