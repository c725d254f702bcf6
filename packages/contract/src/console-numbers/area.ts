import type { ContractArea } from '../contract-area.ts';
import { consoleNumbersEndpoints } from './endpoints.ts';

export const consoleNumbersArea = {
  tag: 'console-numbers',
  audience: 'console',
  description: '管理后台（运营人员）：号码档案',
  endpoints: consoleNumbersEndpoints,
} as const satisfies ContractArea<'console'>;
