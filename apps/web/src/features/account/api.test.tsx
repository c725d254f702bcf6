import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The account's writes and what they do to the rest of the app: an unbinding ends the session on
// the server and forgets the token and every cached answer (the next visit is a fresh login), a
// bind without a code reloads the member.

const sent: { name: string; payload: unknown; options?: unknown }[] = [];
let isServerDown = false;
let unbindFailure: unknown = null;
const toasts: string[] = [];
vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown, options?: unknown) => {
    sent.push({ name, payload, options });
    if (isServerDown && name === 'LOGOUT') {
      throw new Error('network');
    }
    if (unbindFailure && name === 'RELIEVE_BINDING') {
      throw unbindFailure;
    }
    return { mobilePhone: '17012340005' };
  },
}));
vi.mock('../../shared/ui/toast.ts', () => ({ showToast: (message: string) => toasts.push(message) }));

const { useBindByIdentityCheck, useUnbind } = await import('./api.ts');
const { ApiError } = await import('../../shared/api/api-error.ts');
const { MEMBER_QUERY_KEY } = await import('../../shared/member/use-member.ts');

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  isServerDown = false;
  unbindFailure = null;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  localStorage.setItem('token', 'stored-token');
});

describe('useUnbind', () => {
  it('unbinds by code or by identity with the spec type, then ends the session on the server and forgets the token and every cached answer', async () => {
    queryClient.setQueryData(MEMBER_QUERY_KEY, { mobilePhoneInfo: { mobilePhone: '17012340005' } });
    const unboundPhones: string[] = [];
    const { result } = renderHook(() => useUnbind(), { wrapper });
    act(() => result.current.mutate({ idCard: '110105199003071234', name: '张伟' }, { onSuccess: (data) => unboundPhones.push(data.mobilePhone) }));
    await waitFor(() => expect(unboundPhones).toEqual(['17012340005']));
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(MEMBER_QUERY_KEY)).toBeUndefined();
    await waitFor(() => expect(result.current.isPending).toBe(false));

    // No token is left, so the second unbinding has no session to end.
    act(() => result.current.mutate({ mobilePhone: '17012340005', code: '123456' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((entry) => [entry.name, entry.payload])).toEqual([
      ['RELIEVE_BINDING', { type: 2, idCard: '110105199003071234', name: '张伟' }],
      ['LOGOUT', {}],
      ['RELIEVE_BINDING', { type: 1, mobilePhone: '17012340005', code: '123456' }],
    ]);
  });

  it('forgets the token even when the logout cannot reach the server', async () => {
    isServerDown = true;
    const { result } = renderHook(() => useUnbind(), { wrapper });
    await act(() => result.current.mutateAsync({ idCard: '110105199003071234', name: '张伟' }));
    expect(sent.map((entry) => entry.name)).toEqual(['RELIEVE_BINDING', 'LOGOUT']);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('useUnbind: the no-code unbind words its failures itself', () => {
  const byIdentity = { idCard: '110105199003071234', name: '张伟' };

  it('sends the unbinding by identity silently and shows a refusal with its own message', async () => {
    unbindFailure = new ApiError(-100, '身份信息与机主不一致');
    const { result } = renderHook(() => useUnbind(), { wrapper });
    await act(() => result.current.mutateAsync(byIdentity).catch(() => undefined));
    expect(sent).toEqual([{ name: 'RELIEVE_BINDING', payload: { type: 2, ...byIdentity }, options: { isSilent: true } }]);
    expect(toasts).toEqual(['身份信息与机主不一致']);
  });

  it('shows 数据异常 for any other outcome, a 500 or no reply at all', async () => {
    const { result } = renderHook(() => useUnbind(), { wrapper });
    unbindFailure = new ApiError(-1, '服务器开小差了', undefined, 500);
    await act(() => result.current.mutateAsync(byIdentity).catch(() => undefined));
    unbindFailure = new Error('network');
    await act(() => result.current.mutateAsync(byIdentity).catch(() => undefined));
    expect(toasts).toEqual(['数据异常', '数据异常']);
  });

  it('leaves the unbinding by code to the catalogue, as before', async () => {
    unbindFailure = new ApiError(-100, '验证码错误');
    const { result } = renderHook(() => useUnbind(), { wrapper });
    await act(() => result.current.mutateAsync({ mobilePhone: '17012340005', code: '123456' }).catch(() => undefined));
    expect(sent).toEqual([{ name: 'RELIEVE_BINDING', payload: { type: 1, mobilePhone: '17012340005', code: '123456' }, options: undefined }]);
    expect(toasts).toEqual([]);
  });
});

describe('useBindByIdentityCheck', () => {
  it('binds with the passed check, silently, and reloads the member record', async () => {
    queryClient.setQueryData(MEMBER_QUERY_KEY, { mobilePhoneInfo: null });
    const { result } = renderHook(() => useBindByIdentityCheck(), { wrapper });
    await act(() => result.current.mutateAsync('BZ0001'));
    expect(sent).toEqual([{ name: 'BIND_PHONE', payload: { biz_no: 'BZ0001' }, options: { isSilent: true } }]);
    // resetQueries puts the record back to its initial (empty) state before reading it again.
    expect(queryClient.getQueryState(MEMBER_QUERY_KEY)?.data).toBeUndefined();
  });
});
