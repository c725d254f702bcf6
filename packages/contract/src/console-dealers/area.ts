import type { ContractArea } from '../contract-area.ts';
import { consoleDealersEndpoints } from './endpoints.ts';

export const consoleDealersArea = {
  tag: 'console-dealers',
  audience: 'console',
  description: '管理后台（运营人员）：资金池、渠道、代理商与卡库存',
  endpoints: consoleDealersEndpoints,
} as const satisfies ContractArea<'console'>;
