import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';

// The console's changes refresh what they touched, as the pages always have: a review decision
// closes the drawer before the decided item's detail is dropped (so it is never fetched again) and
// reads the queue again; a fund-pool top-up reads the whole console again (the overview's balances
// and the ledger); a refusal shows the server's message and refreshes nothing.

const calls: string[] = [];
let refusal: ApiError | null = null;

vi.mock('./call-staff.ts', () => ({
  callStaff: async (name: string) => {
    calls.push(name);
    if (refusal) {
      throw refusal;
    }
    return {};
  },
}));

const { consoleKeys, useDecideReview } = await import('./api.ts');
const { dealersKeys, useTopUpFundPool } = await import('./dealers-api.ts');
const { contentKeys, useSaveBanner } = await import('./content-api.ts');

const SEEDED: QueryKey[] = [
  consoleKeys.overview,
  consoleKeys.reviewKinds,
  consoleKeys.reviewList('cancel'),
  consoleKeys.reviewDetail('cancel', 'A1'),
  dealersKeys.fundPool('D1'),
  contentKeys.banners,
];

let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  refusal = null;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const key of SEEDED) {
    queryClient.setQueryData(key, { list: [] });
  }
});
afterEach(() => cleanup());

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

const isInvalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;

describe('console changes', () => {
  it('a review decision closes the drawer first, drops the decided detail and reads the queue again', async () => {
    const detailKey = consoleKeys.reviewDetail('cancel', 'A1');
    let wasDetailCachedWhenClosed: boolean | undefined;
    const onDecided = vi.fn(() => {
      wasDetailCachedWhenClosed = queryClient.getQueryState(detailKey) !== undefined;
    });
    const { result } = renderHook(() => useDecideReview(onDecided), { wrapper });
    result.current.mutate({ kind: 'cancel', id: 'A1', decision: 'pass' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(calls).toEqual(['CONSOLE_REVIEW_DECIDE']);
    expect(onDecided).toHaveBeenCalledOnce();
    expect(wasDetailCachedWhenClosed).toBe(true);
    expect(queryClient.getQueryState(detailKey)).toBeUndefined();
    expect(isInvalidated(consoleKeys.reviewKinds)).toBe(true);
    expect(isInvalidated(consoleKeys.reviewList('cancel'))).toBe(true);
    // The rest of the console is left as it was.
    expect(isInvalidated(consoleKeys.overview)).toBe(false);
    await waitFor(() => expect(document.body.textContent).toContain('已审核通过'));
  });

  it('a top-up reads the whole console again: the overview balances and the ledger', async () => {
    const { result } = renderHook(() => useTopUpFundPool(), { wrapper });
    result.current.mutate({ dealerId: 'D1', amountFen: 10_000, note: '', requestId: 'r1' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(calls).toEqual(['CONSOLE_FUND_POOL_TOP_UP']);
    for (const key of SEEDED) {
      expect(isInvalidated(key)).toBe(true);
    }
    await waitFor(() => expect(document.body.textContent).toContain('资金池已充值'));
  });

  it("a refused change shows the server's message, once, and refreshes nothing", async () => {
    refusal = new ApiError(0, '横幅标题不能为空');
    const { result } = renderHook(() => useSaveBanner(), { wrapper });
    result.current.mutate({ placement: 'hall', title: '', imageUrl: '/a.png', linkUrl: '', sortOrder: 0, isActive: true });
    await waitFor(() => expect(result.current.isError).toBe(true));

    expect(isInvalidated(contentKeys.banners)).toBe(false);
    await waitFor(() => expect(document.body.textContent).toContain('横幅标题不能为空'));
    expect(document.body.textContent?.split('横幅标题不能为空')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('横幅已保存');
  });
});
