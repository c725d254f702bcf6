import { PACKAGE_CHANGE_ACCEPTED } from '@hall/contract/package-change/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_QUERY_KEY } from '../../shared/member/use-member.ts';

// An accepted change shows in the member record's package, so the record is read again; a
// change the operator turns down (another rspCode) changes nothing.

const reply: { rspCode: string } = { rspCode: PACKAGE_CHANGE_ACCEPTED };

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async () => ({ ...reply, rspDesc: '' }),
}));

const { useChangePackage } = await import('./api.ts');

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(MEMBER_QUERY_KEY, {});
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const change = { packageId: 'p1', newofferId: 'p2', packageName: '畅享套餐', newofferName: '畅享套餐升级' };

describe('package change', () => {
  it('an accepted change marks the member record out of date', async () => {
    reply.rspCode = PACKAGE_CHANGE_ACCEPTED;
    const { result } = renderHook(() => useChangePackage(), { wrapper });
    result.current.mutate(change);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(MEMBER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('a change turned down leaves the member record as it is', async () => {
    reply.rspCode = `${PACKAGE_CHANGE_ACCEPTED}1`;
    const { result } = renderHook(() => useChangePackage(), { wrapper });
    result.current.mutate(change);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryState(MEMBER_QUERY_KEY)?.isInvalidated).toBe(false);
  });
});
