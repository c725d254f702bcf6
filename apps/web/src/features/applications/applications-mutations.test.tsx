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
/** What a call throws instead of answering, by operation. */
const failures = new Map<string, unknown>();
const toasts: string[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown, options?: unknown) => {
    calls.push({ name, payload, options });
    if (refused.has(name)) {
      throw new ApiError(-100, '姓名或身份证号与登记信息不一致');
    }
    if (failures.has(name)) {
      throw failures.get(name);
    }
    return { applicationNo: 'A1', status: 'pending' };
  },
}));
vi.mock('../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));

const { CANCEL_FORM_TIMEOUT_MS } = await import('../../config/ui-timings.ts');
const { useSubmitCancellation, useSubmitPersonalRealName, useSubmitTransferIn, useSubmitTransferOut } = await import('./api.ts');

let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  refused.clear();
  failures.clear();
  toasts.length = 0;
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
    expect(calls[0]?.options).toEqual({ isSilent: true });
    expect(calls[1]?.options).toEqual({ timeoutMs: CANCEL_FORM_TIMEOUT_MS, isSilent: true });
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

  it('the cancel and transfer forms show a refusal with its message and any other reply as 提交数据异常', async () => {
    const submitters = [
      { name: 'ACCOUNT_FORM', hook: useSubmitCancellation, form: { ...cancellation, refundType: RefundChoice.NO } },
      { name: 'TRANS_ACCT_S_FORM', hook: useSubmitTransferOut, form: { biz_no: 'b3', reason: '转让', mobilePhone: '17012340001', phonePassword: '123456' } },
      { name: 'TRANS_ACCT_T_FORM', hook: useSubmitTransferIn, form: { biz_no: 'b4', sparePhone: '13812345678' } },
    ] as const;
    const replies = [
      new ApiError(-100, '服务密码错误'),
      new ApiError(7, '未知状态'),
      new ApiError(-9999, '请求错误', undefined, 500),
      new ApiError(-102, '请先绑定手机号'),
      new TypeError('not an envelope'),
    ];
    for (const { name, hook, form } of submitters) {
      toasts.length = 0;
      for (const reply of replies) {
        failures.set(name, reply);
        const { result } = renderHook(() => (hook as typeof useSubmitTransferIn)(), { wrapper });
        result.current.mutate(form as never);
        await waitFor(() => expect(result.current.isError).toBe(true));
      }
      expect(toasts, name).toEqual(['服务密码错误', '提交数据异常', '提交数据异常', '提交数据异常']);
      expect(calls.filter((entry) => entry.name === name).every((entry) => (entry.options as { isSilent?: boolean }).isSilent)).toBe(true);
    }
  });

  it('a refused account holder shows its message and the cancellation is not sent', async () => {
    refused.add('ACCOUNT_BANK');
    const { result } = renderHook(() => useSubmitCancellation(), { wrapper });
    result.current.mutate({ ...cancellation, refundType: RefundChoice.YES, accountName: '李四', accountBank: '银行', bankCard: '6222020200112233' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls.map((entry) => entry.name)).toEqual(['ACCOUNT_BANK']);
    expect(toasts).toEqual(['姓名或身份证号与登记信息不一致']);
  });
});
