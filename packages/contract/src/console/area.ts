import type { ContractArea } from '../contract-area.ts';
import { consoleEndpoints } from './endpoints.ts';

export const consoleArea = {
  tag: 'console',
  audience: 'console',
  description: '管理后台（运营人员）：登录、会话、概览、大厅公告、审核队列、短信发件箱',
  endpoints: consoleEndpoints,
} as const satisfies ContractArea<'console'>;
