import type { ContractArea } from '../contract-area.ts';
import { consoleCommissionEndpoints } from './endpoints.ts';

export const consoleCommissionArea = {
  tag: 'console-commission',
  audience: 'console',
  description: '管理后台（运营人员）：佣金规则、经销商佣金月结与导出',
  endpoints: consoleCommissionEndpoints,
} as const satisfies ContractArea<'console'>;
