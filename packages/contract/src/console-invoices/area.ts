import type { ContractArea } from '../contract-area.ts';
import { consoleInvoicesEndpoints } from './endpoints.ts';

export const consoleInvoicesArea = {
  tag: 'console-invoices',
  audience: 'console',
  description: '管理后台（运营人员）：发票管理',
  endpoints: consoleInvoicesEndpoints,
} as const satisfies ContractArea<'console'>;
