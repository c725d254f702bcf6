import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// An invoice write changes what the invoice pages show: the months after an issue, the titles after
// a save or a delete, the old list after an application, and the resends left after a resend.

const calls: { name: string; payload: unknown }[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    calls.push({ name, payload });
    if (name === 'NEW_RELOAD_EMAIL') {
      return { message: '发送成功', resendsLeft: 1 };
    }
    if (name === 'SUBMIT_INVOICE') {
      return { id: 'old-1' };
    }
    return { message: '开票成功' };
  },
}));

const { invoiceKeys, monthsInfoQuery, useDeleteCompanyTitle, useResendInvoiceEmail, useSaveCompanyTitle, useSendInvoice, useSubmitOldInvoice } =
  await import('./api.ts');
const { saveVerifiedNumber } = await import('./invoice-storage.ts');

let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('invoice writes', () => {
  it("an issued invoice marks the verified number's months out of date, not another number's", async () => {
    saveVerifiedNumber('17012340001', 'user-1');
    queryClient.setQueryData(invoiceKeys.months('17012340001'), []);
    queryClient.setQueryData(invoiceKeys.months('17012340002'), []);
    const { result } = renderHook(() => useSendInvoice(), { wrapper });
    result.current.mutate({ ids: 'm1', type: 0, email: 'a@example.com' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(isStale(invoiceKeys.months('17012340001'))).toBe(true);
    expect(isStale(invoiceKeys.months('17012340002'))).toBe(false);
  });

  it('a resend leaves the cached invoice info with the count of resends the server answered', async () => {
    const info = { id: 'i1', saleAmount: 100, months: ['202405'], email: 'a@example.com', title: '个人', invoiceType: '82', resendsLeft: 2 };
    queryClient.setQueryData(monthsInfoQuery('i1').queryKey, info);
    const { result } = renderHook(() => useResendInvoiceEmail(), { wrapper });
    result.current.mutate({ id: 'i1', email: 'a@example.com' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(monthsInfoQuery('i1').queryKey)).toEqual({ ...info, resendsLeft: 1 });
  });

  it('a saved title goes to the invoice account and marks its titles and searches out of date', async () => {
    queryClient.setQueryData(invoiceKeys.titles('user-1'), []);
    queryClient.setQueryData(invoiceKeys.titleSearch('user-1', '公司'), []);
    const { result } = renderHook(() => useSaveCompanyTitle('user-1'), { wrapper });
    result.current.mutate({ id: '', name: '某某公司', tin: 'ABC', address: '', tel: '', bankName: '', bankAccount: '' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]?.payload).toMatchObject({ userId: 'user-1', name: '某某公司' });
    expect(isStale(invoiceKeys.titles('user-1'))).toBe(true);
    expect(isStale(invoiceKeys.titleSearch('user-1', '公司'))).toBe(true);
  });

  it("a deleted title marks the invoice account's titles out of date", async () => {
    queryClient.setQueryData(invoiceKeys.titles('user-1'), []);
    const { result } = renderHook(() => useDeleteCompanyTitle('user-1'), { wrapper });
    result.current.mutate('t1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ name: 'NEW_DEL_INVOICEUSER', payload: { id: 't1' } }]);
    expect(isStale(invoiceKeys.titles('user-1'))).toBe(true);
  });

  it('an old-form application marks the old invoice list out of date', async () => {
    queryClient.setQueryData(invoiceKeys.oldList, {});
    const { result } = renderHook(() => useSubmitOldInvoice(), { wrapper });
    result.current.mutate({
      invoiceId: 'r1',
      mobilePhone: '17012340001',
      code: '123456',
      invoiceType: 1,
      title: '张三',
      taxNumber: '',
      name: '张三',
      telephone: '17012340001',
      email: 'a@example.com',
      businessLicenses: '',
      idCardFront: 'front',
      idCardBack: 'back',
      photo: '',
      consent: true,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(isStale(invoiceKeys.oldList)).toBe(true);
  });
});
