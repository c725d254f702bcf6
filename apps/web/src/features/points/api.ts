import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/call.ts';
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

export const EXCHANGE_SHORT_OF_POINTS_MESSAGE = '兑换失败，积分不足';

const POINTS_KEY = ['points'] as const;

export const pointsBannersQuery = queryOptions({ queryKey: [...POINTS_KEY, 'banners'], queryFn: () => call('BANNER', {}) });
export const exchangeProductsQuery = queryOptions({ queryKey: [...POINTS_KEY, 'products'], queryFn: () => call('POINTS_EXCHANGE_LIST', {}) });
export const signStatusQuery = queryOptions({ queryKey: [...POINTS_KEY, 'signStatus'], queryFn: () => call('SIGN_STATUS', {}) });
export const pointsRuleQuery = queryOptions({ queryKey: [...POINTS_KEY, 'rule'], queryFn: () => call('POINTS_RULE', {}), staleTime: Infinity });

/** Orders per range, served from the cache when present (the spec's per-key cache). */
export function pointsOrdersQuery(interval: number) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'orders', interval],
    queryFn: () => call('POINTS_ORDERS', { interval }),
    staleTime: Infinity,
  });
}

/** Detail per filter, served from the cache when present. */
export function pointsDetailQuery(type: number) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'detail', type],
    queryFn: () => call('POINTS_DETAIL', { type }),
    staleTime: Infinity,
  });
}

/** After a sign-in or an exchange: balances, lists and stock are out of date. */
export function useRefreshPoints() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: POINTS_KEY }),
    ]);
  };
}

/** One id per exchange attempt, so a retried request never exchanges twice. */
export function createRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}
