import type { ContractArea } from '../contract-area.ts';
import { consoleAuditEndpoints } from './endpoints.ts';

export const consoleAuditArea = {
  tag: 'console-audit',
  audience: 'console',
  description: '管理后台（运营人员）：操作日志',
  endpoints: consoleAuditEndpoints,
} as const satisfies ContractArea<'console'>;
