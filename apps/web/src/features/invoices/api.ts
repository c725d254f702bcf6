import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const invoiceKeys = {
  months: (phone: string) => ['invoices', 'months', phone] as const,
  titles: (userId: string) => ['invoices', 'titles', userId] as const,
  monthsInfo: (id: string) => ['invoices', 'months-info', id] as const,
  oldList: ['invoices', 'old-list'] as const,
  oldDetail: (id: string) => ['invoices', 'old-detail', id] as const,
};

export const invoiceMonthsQuery = (phone: string) =>
  queryOptions({
    queryKey: invoiceKeys.months(phone),
    queryFn: async () => (await call('NEW_INVOICE_LIST', { service_id: phone }, { isSilent: true })).list,
  });

export const companyTitlesQuery = (userId: string) =>
  queryOptions({
    queryKey: invoiceKeys.titles(userId),
    queryFn: async () => (await call('NEW_QUERY_USER', { userId })).list,
  });

export const monthsInfoQuery = (id: string) => queryOptions({ queryKey: invoiceKeys.monthsInfo(id), queryFn: () => call('NEW_MONTHS_INFO', { id }) });

export const oldInvoicesQuery = queryOptions({ queryKey: invoiceKeys.oldList, queryFn: () => call('INVOICE_LIST', {}) });

export const oldInvoiceDetailQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.oldDetail(id), queryFn: () => call('INVOICE_DETAIL', { invoiceId: id }) });
