import { ResponseCode } from '@hall/contract/codes';
import { POINTS_MESSAGES } from '@hall/contract/points/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { MEMBER_QUERY_KEY } from '../../shared/member/use-member.ts';

// A sign-in or an exchange changes the balance, the lists and the stock: they are read again
// after it, and after the refusals that leave them changed (sold out), not after the others.

const answers: { refusal?: ApiError } = {};

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    if (answers.refusal) {
      throw answers.refusal;
    }
    return name === 'SIGN' ? { reward: 1 } : { productName: '流量券', points: 10, currentPoints: 90 };
  },
}));

const { pointsKeys, useExchangeProduct, useSignIn } = await import('./api.ts');

let queryClient: QueryClient;
beforeEach(() => {
  answers.refusal = undefined;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(MEMBER_QUERY_KEY, {});
  queryClient.setQueryData(pointsKeys.products, {});
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated ?? false;

describe('points writes', () => {
  it('a sign-in marks the member record and the points out of date', async () => {
    const { result } = renderHook(() => useSignIn(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(isStale(MEMBER_QUERY_KEY)).toBe(true);
    expect(isStale(pointsKeys.products)).toBe(true);
  });

  it('a refused sign-in (already signed in) still reads the sign status again', async () => {
    answers.refusal = new ApiError(ResponseCode.INVALID, POINTS_MESSAGES.ALREADY_SIGNED_IN);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isStale(pointsKeys.products)).toBe(true);
  });

  it('an exchange marks the balance and the stock out of date', async () => {
    const { result } = renderHook(() => useExchangeProduct(), { wrapper });
    result.current.mutate('p1');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(isStale(MEMBER_QUERY_KEY)).toBe(true);
    expect(isStale(pointsKeys.products)).toBe(true);
  });

  it('a sold-out refusal reads the stock again; short of points does not', async () => {
    answers.refusal = new ApiError(ResponseCode.INVALID, POINTS_MESSAGES.PRODUCT_SOLD_OUT);
    const soldOut = renderHook(() => useExchangeProduct(), { wrapper });
    soldOut.result.current.mutate('p1');
    await waitFor(() => expect(soldOut.result.current.isError).toBe(true));
    expect(isStale(pointsKeys.products)).toBe(true);

    queryClient.setQueryData(pointsKeys.products, {});
    answers.refusal = new ApiError(ResponseCode.INVALID, POINTS_MESSAGES.SHORT_OF_POINTS);
    const short = renderHook(() => useExchangeProduct(), { wrapper });
    short.result.current.mutate('p1');
    await waitFor(() => expect(short.result.current.isError).toBe(true));
    expect(isStale(pointsKeys.products)).toBe(false);
  });
});
