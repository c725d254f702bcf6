import type { ContractArea } from '../contract-area.ts';
import { consoleServiceEndpoints } from './endpoints.ts';

export const consoleServiceArea = {
  tag: 'console-service',
  audience: 'console',
  description: '管理后台（运营人员）：投诉与反馈',
  endpoints: consoleServiceEndpoints,
} as const satisfies ContractArea<'console'>;
