import type { ContractArea } from '../contract-area.ts';
import { consoleCustomersEndpoints } from './endpoints.ts';

export const consoleCustomersArea = {
  tag: 'console-customers',
  audience: 'console',
  description: '管理后台（客服）：客户查找与客户视图、敏感信息查看留痕、客服备注与解绑',
  endpoints: consoleCustomersEndpoints,
} as const satisfies ContractArea<'console'>;
