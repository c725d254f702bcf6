import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// /myOrder and /integralDetails keep one cache per filter (the spec's per-key cache): switching
// back to a filter shows what it had without asking again; the next page follows the last row.

const calls: { name: string; body: Record<string, unknown> }[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, body: Record<string, unknown>) => {
    calls.push({ name, body });
    const page = Number(body.page);
    const row = (index: number) => ({ orderId: String(100 - index), id: String(100 - index), title: `第${index}条`, points: 1 });
    return { page, total_page: 2, total: 4, list: [row(page * 2 - 1), row(page * 2)] };
  },
}));

const { pointsDetailQuery, pointsOrdersQuery } = await import('./api.ts');

let queryClient: QueryClient;
beforeEach(() => {
  calls.length = 0;
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('points lists', () => {
  it('keep one cache per order range: going back to a range asks nothing again', async () => {
    await queryClient.fetchInfiniteQuery(pointsOrdersQuery(0));
    await queryClient.fetchInfiniteQuery(pointsOrdersQuery(1));
    await queryClient.fetchInfiniteQuery(pointsOrdersQuery(0));
    expect(calls.map((call) => call.body.interval)).toEqual([0, 1]);
  });

  it('keep one cache per detail filter', async () => {
    await queryClient.fetchInfiniteQuery(pointsDetailQuery(2));
    await queryClient.fetchInfiniteQuery(pointsDetailQuery(0));
    await queryClient.fetchInfiniteQuery(pointsDetailQuery(2));
    expect(calls.map((call) => call.body.type)).toEqual([2, 0]);
  });

  it('ask for the next page after the last row shown, and stop at the last page', () => {
    const options = pointsOrdersQuery(0);
    const first = { page: 1, total_page: 2, total: 4, list: [{ orderId: '99' }, { orderId: '98' }] } as Parameters<typeof options.getNextPageParam>[0];
    const last = { ...first, page: 2 };
    expect(options.getNextPageParam(first, [first], { page: 1 }, [{ page: 1 }])).toEqual({ page: 2, lastId: 98 });
    expect(options.getNextPageParam(last, [first, last], { page: 2 }, [{ page: 1 }, { page: 2 }])).toBeUndefined();
  });
});
