import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { readInvoicePhone } from './invoice-storage.ts';

export const invoiceKeys = {
  months: (phone: string) => ['invoices', 'months', phone] as const,
  titles: (userId: string) => ['invoices', 'titles', userId] as const,
  titleSearch: (userId: string, name: string) => ['invoices', 'titles', userId, 'search', name] as const,
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

/**
 * The titles whose name holds the keyword (spaces already stripped). Kept under the titles' key so
 * a save or a delete makes it stale too; each search asks the server again, as the button promises.
 */
export const companyTitleSearchQuery = (userId: string, name: string) =>
  queryOptions({
    queryKey: invoiceKeys.titleSearch(userId, name),
    queryFn: async () => (await call('NEW_QUERY_TITLE', { userId, name })).list,
    staleTime: 0,
  });

export const monthsInfoQuery = (id: string) => queryOptions({ queryKey: invoiceKeys.monthsInfo(id), queryFn: () => call('NEW_MONTHS_INFO', { id }) });

export const oldInvoicesQuery = queryOptions({ queryKey: invoiceKeys.oldList, queryFn: () => call('INVOICE_LIST', {}) });

export const oldInvoiceDetailQuery = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.oldDetail(id), queryFn: () => call('INVOICE_DETAIL', { invoiceId: id }) });

/** The number to invoice, proven by its SMS code (type 08). */
export function useVerifyInvoiceNumber() {
  return useMutation({ mutationFn: (payload: OperationInput<'NEW_CHECKCODE'>) => call('NEW_CHECKCODE', payload) });
}

/** The number to invoice, proven by the face check it came back from; the page words the failure itself. */
export function useConfirmInvoiceFaceCheck() {
  return useMutation({ mutationFn: (bizNo: string) => call('NEW_INVOICE_OCR_RESULT', { biz_no: bizNo }, { isSilent: true }) });
}

/** Issues one invoice for the chosen months; the verified number's months then show them invoiced. */
export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OperationInput<'NEW_SEND_INVOICE'>) => call('NEW_SEND_INVOICE', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.months(readInvoicePhone() ?? '') }),
  });
}

/** Sends the issued invoice again; the cached invoice info keeps the count of resends left true. */
export function useResendInvoiceEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { id: string; email: string }) => call('NEW_RELOAD_EMAIL', payload),
    onSuccess: (result, payload) =>
      queryClient.setQueryData(monthsInfoQuery(payload.id).queryKey, (info) => (info ? { ...info, resendsLeft: result.resendsLeft } : info)),
  });
}

/** Adds a company title (empty id) or edits one, for the invoice account; the titles and any search are read again. */
export function useSaveCompanyTitle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Omit<OperationInput<'NEW_ADD_INVOICEUSER'>, 'userId'>) => call('NEW_ADD_INVOICEUSER', { ...fields, userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.titles(userId) }),
  });
}

/** Deletes a company title of the verified number's invoice account; the titles are read again. */
export function useDeleteCompanyTitle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('NEW_DEL_INVOICEUSER', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.titles(userId) }),
  });
}

/** The old single-form application; the old list then shows the month applied for. */
export function useSubmitOldInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OperationInput<'SUBMIT_INVOICE'>) => call('SUBMIT_INVOICE', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.oldList }),
  });
}
