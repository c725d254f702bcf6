import { ResponseCode } from '@hall/contract/codes';
import { POINTS_MESSAGES, POINTS_PAGE_SIZE } from '@hall/contract/points/rules';
import type { PointsDetailPage, PointsOrderPage } from '@hall/contract/points/schemas';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
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

export const pointsKeys = {
  all: ['points'] as const,
  banners: ['points', 'banners'] as const,
  products: ['points', 'products'] as const,
  signStatus: ['points', 'signStatus'] as const,
  rule: ['points', 'rule'] as const,
  myRights: ['points', 'myRights'] as const,
  orders: (interval: number) => ['points', 'orders', interval] as const,
  detail: (type: number) => ['points', 'detail', type] as const,
};

export const pointsBannersQuery = queryOptions({ queryKey: pointsKeys.banners, queryFn: () => call('BANNER', {}) });
export const exchangeProductsQuery = queryOptions({ queryKey: pointsKeys.products, queryFn: () => call('POINTS_EXCHANGE_LIST', {}) });
export const signStatusQuery = queryOptions({ queryKey: pointsKeys.signStatus, queryFn: () => call('SIGN_STATUS', {}) });
export const pointsRuleQuery = queryOptions({ queryKey: pointsKeys.rule, queryFn: () => call('POINTS_RULE', {}), staleTime: Infinity });
/** 我的权益: one read of what the bound number holds; the page shows its own skeleton, no overlay. A sign-in refreshes it (pointsKeys.all). */
export const myRightsQuery = queryOptions({ queryKey: pointsKeys.myRights, queryFn: () => call('MY_RIGHTS', {}, { loading: false }) });

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
    queryKey: pointsKeys.orders(interval),
    queryFn: ({ pageParam }) => call('POINTS_ORDERS', { interval, page: pageParam.page, page_size: POINTS_PAGE_SIZE, last_id: pageParam.lastId }),
    initialPageParam: { page: 1 } as NextPage,
    getNextPageParam: (last: PointsOrderPage) => nextPageOf(last, last.list.at(-1)?.orderId),
    staleTime: Infinity,
  });
}

/** Detail per filter, a page at a time, served from the cache when present. */
export function pointsDetailQuery(type: number) {
  return infiniteQueryOptions({
    queryKey: pointsKeys.detail(type),
    queryFn: ({ pageParam }) => call('POINTS_DETAIL', { type, page: pageParam.page, page_size: POINTS_PAGE_SIZE, last_id: pageParam.lastId }),
    initialPageParam: { page: 1 } as NextPage,
    getNextPageParam: (last: PointsDetailPage) => nextPageOf(last, last.list.at(-1)?.id),
    staleTime: Infinity,
  });
}

/** After a sign-in or an exchange: balances, lists and stock are out of date. */
async function invalidatePoints(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: pointsKeys.all })]);
}

/** One id per exchange attempt, so a retried request never exchanges twice. */
function createRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The daily sign-in. Signed in or refused (the catalogue says why, e.g. already signed in), the
 * balance and the sign status are read again, and the button stays busy until they are.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('SIGN', {}),
    onSettled: () => invalidatePoints(queryClient),
  });
}

/** A refusal the person is told about with its own message, after which the stock is read again (sold out, off sale, network). */
export function isStockRefusal(error: unknown): boolean {
  return (
    isApiError(error) && error.message !== POINTS_MESSAGES.SHORT_OF_POINTS && error.code !== ResponseCode.NOT_LOGGED_IN && error.code !== ResponseCode.NOT_BOUND
  );
}

/**
 * Exchanges a product, silently: the page answers each refusal itself. A success refreshes
 * balances, lists and stock behind the result page; a stock refusal refreshes them under the toast.
 */
export function useExchangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => call('POINTS_EXCHANGE', { productId, requestId: createRequestId() }, { isSilent: true }),
    onSuccess: () => {
      void invalidatePoints(queryClient);
    },
    onError: (error) => {
      if (isStockRefusal(error)) {
        void invalidatePoints(queryClient);
      }
    },
  });
}
