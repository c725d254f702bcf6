import { formatMonthTitle } from '@hall/contract/china-calendar';
import { ORDER_BUSINESS_PAGE_SIZE } from '../../config/ui-timings.ts';
import { queryOptions } from '@tanstack/react-query';
import { ResponseCode } from '@hall/contract/codes';
import { call } from '../../shared/api/subscriber-client.ts';

export { balanceQuery, billQuery, setMealQuery } from '../../shared/member/account-queries.ts';

/** 账单解读 of a month (this month when null): the change from the month before and its causes, this month's forecast. */
export function billExplanationQuery(date: string | null) {
  return queryOptions({
    queryKey: ['queries', 'bill-explanation', date ?? 'current'],
    queryFn: () => call('QUERY_BILL_EXPLANATION', date ? { date } : {}, { silentCodes: [ResponseCode.INVALID], loading: false }),
  });
}

export const historyBillQuery = queryOptions({
  queryKey: ['queries', 'history-bill'],
  queryFn: async () => (await call('QUERY_HISTORY_BILL', {})).list,
});

/** One page of ordered services of a type (0 basic, 1 data packs, 2 value-added). */
export function orderedServicesQuery(type: 0 | 1 | 2, page: number) {
  return queryOptions({
    queryKey: ['queries', 'ordered-services', type, page],
    queryFn: () => call('ORDER_BUSINESS', { type, page, pageSize: ORDER_BUSINESS_PAGE_SIZE }),
  });
}

export function recentOrdersQuery(mobilePhone: string) {
  return queryOptions({
    queryKey: ['queries', 'orders', mobilePhone],
    queryFn: async () => (await call('ORDER_QUERY', { mobilePhone })).list,
  });
}

export function orderDetailQuery(oid: string) {
  return queryOptions({ queryKey: ['queries', 'order', oid], queryFn: () => call('ORDER_DETAIL', { oid }) });
}

/** Card-opening applications under a name and ID number, with their review; each search asks the server again. */
export function openingRecordsQuery(customerName: string, identityCode: string) {
  return queryOptions({
    queryKey: ['queries', 'opening-records', customerName, identityCode],
    queryFn: async () => (await call('CHECK_OPEN_PHONE_WORK', { customerName, identityCode })).list,
    staleTime: 0,
  });
}

export function mealDetailQuery(packageId: string) {
  return queryOptions({ queryKey: ['queries', 'meal', packageId], queryFn: () => call('GET_MEAL', { packageId }) });
}

/** Ordered-service status: -1 expired (greyed), 1 effective, 0 pending. */
export const SERVICE_STATUS_TEXT: Record<number, string> = { [-1]: '已失效', 1: '生效中', 0: '待生效' };

/** Order review states and their short badges (passed green, the others red). */
export const ORDER_CHECK_BADGE: Record<string, { text: string; color: 'success' | 'danger' }> = {
  待审核: { text: '待审核', color: 'danger' },
  审核通过: { text: '通过', color: 'success' },
  审核未通过: { text: '未通过', color: 'danger' },
  订单已失效: { text: '已失效', color: 'danger' },
};

/** 202405 → 2024年5月 */
export function formatBillMonth(month: string): string {
  return formatMonthTitle(month);
}
