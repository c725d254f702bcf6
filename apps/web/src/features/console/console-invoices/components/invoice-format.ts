import { formatMonthTitle } from '@hall/contract/china-calendar';

export const formatInvoiceYuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;

/** The billed months (YYYYMM, comma-separated) as the console reads them. */
export const formatInvoiceMonths = (months: string) =>
  months
    .split(',')
    .filter(Boolean)
    .map((month) => formatMonthTitle(month, 'padded'))
    .join('、') || '—';
