import type { ContractArea } from '../contract-area.ts';
import { consoleContentEndpoints } from './endpoints.ts';

export const consoleContentArea = {
  tag: 'console-content',
  audience: 'console',
  description: '管理后台（运营人员）：横幅、活动、积分商品、套餐资费、来电服务、门店',
  endpoints: consoleContentEndpoints,
} as const satisfies ContractArea<'console'>;
