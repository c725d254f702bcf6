import type { ContractArea } from '../contract-area.ts';
import { consoleCatalogueEndpoints } from './endpoints.ts';

export const consoleCatalogueArea = {
  tag: 'console-catalogue',
  audience: 'console',
  description: '管理后台（运营人员）：充值产品与代理商套餐',
  endpoints: consoleCatalogueEndpoints,
} as const satisfies ContractArea<'console'>;
