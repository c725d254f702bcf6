import type { ContractArea } from '../contract-area.ts';
import { consoleSandboxEndpoints } from './endpoints.ts';

export const consoleSandboxArea = {
  tag: 'console-sandbox',
  audience: 'console',
  description: '管理后台（运营人员）：沙箱工具（仅沙箱）',
  endpoints: consoleSandboxEndpoints,
} as const satisfies ContractArea<'console'>;
