import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleTestProviders, createTestQueryClient } from '../shell/console-page-test-kit.tsx';

// The console's changes refresh what they touched, as the pages always have: a review decision
// closes the drawer before the decided item's detail is dropped (so it is never fetched again) and
// reads the queue again; a fund-pool top-up reads the whole console again (the overview's balances
// and the ledger, and every other area's lists).

const calls: string[] = [];

vi.mock('../shell/call-staff.ts', () => ({
  callStaff: async (name: string) => {
    calls.push(name);
    return {};
  },
}));

const { overviewKeys, useDecideReview } = await import('./console-api.ts');
const { fundPoolKeys, useTopUpFundPool } = await import('./fund-pool-api.ts');

const SEEDED: QueryKey[] = [
  overviewKeys.overview,
  overviewKeys.reviewKinds,
  overviewKeys.reviewList('cancel'),
  overviewKeys.reviewDetail('cancel', 'A1'),
  fundPoolKeys.ledger('D1'),
  // Another area's list (console-content's banners), under the console's common key.
  ['console', 'content', 'banners'],
];

let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  queryClient = createTestQueryClient();
  for (const key of SEEDED) {
    queryClient.setQueryData(key, { list: [] });
  }
});
afterEach(() => cleanup());

function wrapper({ children }: { children: ReactNode }) {
  return <ConsoleTestProviders queryClient={queryClient}>{children}</ConsoleTestProviders>;
}

const isInvalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;

describe('console changes', () => {
  it('a review decision closes the drawer first, drops the decided detail and reads the queue again', async () => {
    const detailKey = overviewKeys.reviewDetail('cancel', 'A1');
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
    expect(isInvalidated(overviewKeys.reviewKinds)).toBe(true);
    expect(isInvalidated(overviewKeys.reviewList('cancel'))).toBe(true);
    // The rest of the console is left as it was.
    expect(isInvalidated(overviewKeys.overview)).toBe(false);
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
});
