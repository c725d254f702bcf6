import type { ContractArea } from '../contract-area.ts';
import { consoleStaffEndpoints } from './endpoints.ts';

export const consoleStaffArea = {
  tag: 'console-staff',
  audience: 'console',
  description: '管理后台（运营人员）：员工账号、角色、会话，以及动态口令（两步验证）',
  endpoints: consoleStaffEndpoints,
} as const satisfies ContractArea<'console'>;
