import { SmsRegisterFlag } from '@hall/contract/sms-register/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Ordering or unsubscribing reads the order status again; a register change reads the register
// state again, so the forms start from what is now registered and still being processed.

const calls: { name: string; body: Record<string, unknown> }[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, body: Record<string, unknown>) => {
    calls.push({ name, body });
    return {};
  },
}));

const { smsRegisterKeys, useChangeSmsRegister, useSetSmsSubscription } = await import('./api.ts');

const PHONE = '17012340001';
let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(smsRegisterKeys.order(PHONE), {});
  queryClient.setQueryData(smsRegisterKeys.state(PHONE), {});
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('SMS register writes', () => {
  it('ordering marks the order status out of date, not the register state', async () => {
    const { result } = renderHook(() => useSetSmsSubscription(PHONE), { wrapper });
    result.current.mutate(SmsRegisterFlag.ORDER);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ name: 'SMSREGISTER', body: { serviceid: PHONE, regflag: SmsRegisterFlag.ORDER } }]);
    expect(isStale(smsRegisterKeys.order(PHONE))).toBe(true);
    expect(isStale(smsRegisterKeys.state(PHONE))).toBe(false);
  });

  it('a register change is sent as comma lists and marks the register state out of date', async () => {
    const { result } = renderHook(() => useChangeSmsRegister(PHONE), { wrapper });
    result.current.mutate({ addType: ['01', '02'], delType: [], addNum: ['10086'], delNum: [] });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ name: 'CHANGESMS', body: { serviceid: PHONE, addType: '01,02', delType: '', addNum: '10086', delNum: '' } }]);
    expect(isStale(smsRegisterKeys.state(PHONE))).toBe(true);
  });
});
