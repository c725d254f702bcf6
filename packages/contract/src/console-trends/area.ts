import type { ContractArea } from '../contract-area.ts';
import { consoleTrendsEndpoints } from './endpoints.ts';

export const consoleTrendsArea = {
  tag: 'console-trends',
  audience: 'console',
  description: '管理后台（运营人员）：概览的近30天每日趋势',
  endpoints: consoleTrendsEndpoints,
} as const satisfies ContractArea<'console'>;
