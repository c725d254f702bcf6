import type { ContractArea } from '../contract-area.ts';
import { invoicesEndpoints } from './endpoints.ts';

export const invoicesArea = {
  tag: 'invoices',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：电子发票',
  endpoints: invoicesEndpoints,
} as const satisfies ContractArea<'hall'>;
