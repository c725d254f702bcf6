import type { ContractArea } from '../contract-area.ts';
import { consoleRealNameEndpoints } from './endpoints.ts';

export const consoleRealNameArea = {
  tag: 'console-real-name',
  audience: 'console',
  description: '管理后台（运营人员）：实名补登记链接',
  endpoints: consoleRealNameEndpoints,
} as const satisfies ContractArea<'console'>;
