import { formatMonthTitle } from '@hall/contract/china-calendar';
import { InvoiceStatus } from '@hall/contract/invoices/rules';

/** 202610 -> 2026年10月 */
export function formatFeeMonth(month: string): string {
  return formatMonthTitle(month, 'padded');
}

export const INVOICE_STATUS_TEXT: Record<number, string> = {
  [InvoiceStatus.NOT_INVOICED]: '未开票',
  [InvoiceStatus.INVOICING]: '开票中',
  [InvoiceStatus.INVOICED]: '已开票',
  [InvoiceStatus.FAILED]: '开票失败',
};

export const INVOICE_STATUS_COLOR: Record<number, 'default' | 'primary' | 'success' | 'danger'> = {
  [InvoiceStatus.NOT_INVOICED]: 'default',
  [InvoiceStatus.INVOICING]: 'primary',
  [InvoiceStatus.INVOICED]: 'success',
  [InvoiceStatus.FAILED]: 'danger',
};
