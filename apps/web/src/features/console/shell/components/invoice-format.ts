import { formatMonthTitle } from '@hall/contract/china-calendar';
import type { ConsoleInvoiceState } from '@hall/contract/console-invoices/rules';

export const formatInvoiceYuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;

/** The billed months (YYYYMM, comma-separated) as the console reads them. */
export const formatInvoiceMonths = (months: string) =>
  months
    .split(',')
    .filter(Boolean)
    .map((month) => formatMonthTitle(month, 'padded'))
    .join('、') || '—';

/** The colour of each invoice state's tag, on 发票管理 and the number record alike. */
export const INVOICE_STATE_COLOR: Record<ConsoleInvoiceState, string> = {
  issuing: 'processing',
  issued: 'success',
  failed: 'error',
  reversing: 'warning',
  reversed: 'default',
};
