import { RefundChoice } from '@hall/contract/applications/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { applicationStatusQuery } from '../../shared/ui/application-status/application-status-query.ts';

// Applications are sent in the spec's order (the refund's account holder before the cancellation,
// the owner's name and ID before the personal real-name form, nothing after a refusal), and a
// submitted application's audit page reads its status afresh.

const calls: { name: string; payload: unknown; options: unknown }[] = [];
const refused = new Set<string>();

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown, options?: unknown) => {
    calls.push({ name, payload, options });
    if (refused.has(name)) {
      throw new ApiError(-100, '姓名或身份证号与登记信息不一致');
    }
    return { applicationNo: 'A1', status: 'pending' };
  },
}));

const { CANCEL_FORM_TIMEOUT_MS } = await import('../../config/ui-timings.ts');
const { useSubmitCancellation, useSubmitPersonalRealName } = await import('./api.ts');

let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  refused.clear();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const cancellation = { biz_no: 'b1', reason: '不用了', mobilePhone: '17012340001', phonePassword: '123456', sparePhone: '17012340002' };

describe('application writes', () => {
  it('a cancellation with a refund checks the account holder first, then sends the form with its longer timeout', async () => {
    const { result } = renderHook(() => useSubmitCancellation(), { wrapper });
    result.current.mutate({ ...cancellation, refundType: RefundChoice.YES, accountName: '张三', accountBank: '银行', bankCard: '6222020200112233' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((entry) => entry.name)).toEqual(['ACCOUNT_BANK', 'ACCOUNT_FORM']);
    expect(calls[0]?.payload).toEqual({ accountName: '张三' });
    expect(calls[1]?.options).toEqual({ timeoutMs: CANCEL_FORM_TIMEOUT_MS });
  });

  it('a cancellation without a refund sends the form alone and marks the cancellation status out of date', async () => {
    queryClient.setQueryData(applicationStatusQuery('cancel').queryKey, { application: null });
    const { result } = renderHook(() => useSubmitCancellation(), { wrapper });
    result.current.mutate({ ...cancellation, refundType: RefundChoice.NO });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((entry) => entry.name)).toEqual(['ACCOUNT_FORM']);
    expect(queryClient.getQueryState(applicationStatusQuery('cancel').queryKey)?.isInvalidated).toBe(true);
  });

  it('the personal real-name form is not sent when the name-and-ID check refuses', async () => {
    refused.add('CHECK_NAME');
    const { result } = renderHook(() => useSubmitPersonalRealName(), { wrapper });
    result.current.mutate({ bizNo: 'b2', name: '张三', idCard: '110105199003071234', sparePhone: '13812345678' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls.map((entry) => entry.name)).toEqual(['CHECK_NAME']);
  });
});
