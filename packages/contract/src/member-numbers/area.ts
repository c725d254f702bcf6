import type { ContractArea } from '../contract-area.ts';
import { memberNumbersEndpoints } from './endpoints.ts';

export const memberNumbersArea = {
  tag: 'member-numbers',
  audience: 'hall',
  description: '我的号码：一个微信绑定多个号码、切换当前号码、该号码的其他绑定用户与绑定记录',
  endpoints: memberNumbersEndpoints,
} as const satisfies ContractArea<'hall'>;
