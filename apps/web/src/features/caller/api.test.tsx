import { CallType, OperType } from '@hall/contract/caller/rules';
import type { CallerPackage } from '@hall/contract/caller/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Ordering a caller service: the spec's operType/effectType go out silently; a refusal shows its
// own message, anything else 提交数据异常 (login and binding keep the catalogue's reaction); done
// or not, the package list is read again so the page shows the server's state.

const sent: { name: string; payload: unknown; options?: unknown }[] = [];
const toasts: string[] = [];
let failure: unknown = null;

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown, options?: unknown) => {
    sent.push({ name, payload, options });
    if (failure) {
      throw failure;
    }
    return {};
  },
}));
vi.mock('../../shared/ui/toast.ts', () => ({ showToast: (content: string) => toasts.push(content) }));

const { ApiError } = await import('../../shared/api/api-error.ts');
const { callerKeys, useOrderPackage } = await import('./api.ts');

const remind: CallerPackage = {
  packageId: 'P-REMIND',
  callType: CallType.REMIND,
  title: '来电提醒',
  detail: '',
  postage: 300,
  status: 1,
  expiryTime: '',
  forwardTo: '',
};

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  failure = null;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(callerKeys.packages, { list: [remind], balance: 1000 });
});

async function order(operType: 0 | 1) {
  const { result } = renderHook(() => useOrderPackage(), { wrapper });
  await act(async () => {
    await result.current.mutateAsync({ item: remind, operType }).catch(() => undefined);
  });
}

describe('useOrderPackage', () => {
  it('cancels 来电提醒 at month end, silently, and reads the list again', async () => {
    await order(OperType.CANCEL);
    expect(sent).toEqual([{ name: 'PACKAGE_ORDER', payload: { packageId: 'P-REMIND', operType: 0, effectType: 1 }, options: { isSilent: true } }]);
    await waitFor(() => expect(queryClient.getQueryState(callerKeys.packages)?.isInvalidated).toBe(true));
    expect(toasts).toEqual([]);
  });

  it('shows a refusal with its message, anything else 提交数据异常, and reads the list again either way', async () => {
    failure = new ApiError(ResponseCode.INVALID, '余额不足');
    await order(OperType.OPEN);
    failure = new ApiError(ResponseCode.NOT_BOUND, '请先绑定手机号');
    await order(OperType.OPEN);
    failure = new ApiError(ResponseCode.TRANSPORT_FAILED, '系统繁忙，请稍后重试', undefined, 500);
    await order(OperType.OPEN);
    failure = new TypeError('network');
    await order(OperType.OPEN);
    expect(toasts).toEqual(['余额不足', '提交数据异常', '提交数据异常']);
    expect(queryClient.getQueryState(callerKeys.packages)?.isInvalidated).toBe(true);
  });
});
