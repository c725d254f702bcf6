import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A payment leaves for the WeChat Pay cashier only once its order exists; the general top-up keeps
// its order number and flag first, so /UniversalPay can ask for the outcome on the way back.

const calls: { name: string; payload: unknown }[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    calls.push({ name, payload });
    if (name === 'ADD_ORDERS') {
      return { outTradeNo: 'order-1' };
    }
    return { outTradeNo: 'order-2', cashierUrl: 'https://pay.example/cashier' };
  },
}));

const { UniversalPayKey, usePayForProduct, usePayUniversal } = await import('./api.ts');

const assigned: string[] = [];
let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  assigned.length = 0;
  localStorage.clear();
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
    // The order must already be kept when the browser leaves.
    assigned.push(`${String(url)} ${localStorage.getItem(UniversalPayKey.OUT_TRADE_NO) ?? '-'} ${localStorage.getItem(UniversalPayKey.PAY_FLAG) ?? '-'}`);
  });
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
});
afterEach(() => vi.restoreAllMocks());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('recharge payments', () => {
  it('a product is paid through its new order, then the cashier', async () => {
    const { result } = renderHook(() => usePayForProduct(), { wrapper });
    result.current.mutate('p1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([
      { name: 'ADD_ORDERS', payload: { productId: 'p1' } },
      { name: 'PAY', payload: { outTradeNo: 'order-1' } },
    ]);
    expect(assigned).toEqual(['https://pay.example/cashier - -']);
  });

  it('the general top-up keeps its order number and flag before leaving for the cashier', async () => {
    const { result } = renderHook(() => usePayUniversal(), { wrapper });
    result.current.mutate({ phone: '17012340001', amount: 1000 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toEqual([{ name: 'BOSS_WX_PAY', payload: { phone: '17012340001', amount: 1000 } }]);
    expect(assigned).toEqual(['https://pay.example/cashier order-2 1']);
  });
});
