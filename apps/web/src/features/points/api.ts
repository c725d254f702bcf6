import { POINTS_PAGE_SIZE } from '@hall/contract/points/rules';
import type { PointsDetailPage, PointsOrderPage } from '@hall/contract/points/schemas';
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { MEMBER_QUERY_KEY } from '../../shared/member/use-member.ts';

/** Points order range: 0 six months, 1 one year, 2 two years. */
export const ORDER_INTERVALS = [
  { key: 0, title: '近六个月' },
  { key: 1, title: '近一年' },
  { key: 2, title: '近两年' },
] as const;

/** Points detail filter: 0 all, 1 earned, 2 used. */
export const DETAIL_TYPES = [
  { key: 0, title: '全部' },
  { key: 1, title: '获取' },
  { key: 2, title: '使用' },
] as const;

const POINTS_KEY = ['points'] as const;

export const pointsBannersQuery = queryOptions({ queryKey: [...POINTS_KEY, 'banners'], queryFn: () => call('BANNER', {}) });
export const exchangeProductsQuery = queryOptions({ queryKey: [...POINTS_KEY, 'products'], queryFn: () => call('POINTS_EXCHANGE_LIST', {}) });
export const signStatusQuery = queryOptions({ queryKey: [...POINTS_KEY, 'signStatus'], queryFn: () => call('SIGN_STATUS', {}) });
export const pointsRuleQuery = queryOptions({ queryKey: [...POINTS_KEY, 'rule'], queryFn: () => call('POINTS_RULE', {}), staleTime: Infinity });

/** The next page of a newest-first list: after the last row the client has, so none repeats or is skipped. */
interface NextPage {
  page: number;
  lastId?: number;
}

function nextPageOf(last: { page: number; total_page: number }, lastId: string | undefined): NextPage | undefined {
  return last.total_page > last.page && lastId !== undefined ? { page: last.page + 1, lastId: Number(lastId) } : undefined;
}

/** Orders per range, a page at a time, served from the cache when present (the spec's per-key cache). */
export function pointsOrdersQuery(interval: number) {
  return infiniteQueryOptions({
    queryKey: [...POINTS_KEY, 'orders', interval],
    queryFn: ({ pageParam }) => call('POINTS_ORDERS', { interval, page: pageParam.page, page_size: POINTS_PAGE_SIZE, last_id: pageParam.lastId }),
    initialPageParam: { page: 1 } as NextPage,
    getNextPageParam: (last: PointsOrderPage) => nextPageOf(last, last.list.at(-1)?.orderId),
    staleTime: Infinity,
  });
}

/** Detail per filter, a page at a time, served from the cache when present. */
export function pointsDetailQuery(type: number) {
  return infiniteQueryOptions({
    queryKey: [...POINTS_KEY, 'detail', type],
    queryFn: ({ pageParam }) => call('POINTS_DETAIL', { type, page: pageParam.page, page_size: POINTS_PAGE_SIZE, last_id: pageParam.lastId }),
    initialPageParam: { page: 1 } as NextPage,
    getNextPageParam: (last: PointsDetailPage) => nextPageOf(last, last.list.at(-1)?.id),
    staleTime: Infinity,
  });
}

/** After a sign-in or an exchange: balances, lists and stock are out of date. */
export function useRefreshPoints() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: POINTS_KEY })]);
  };
}

/** One id per exchange attempt, so a retried request never exchanges twice. */
export function createRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}
