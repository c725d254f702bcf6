import { ResponseCode } from '@hall/contract/codes';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/subscriber-client.ts';

// The bound number's balance, bill and usage: read by their query pages and by the care-mode
// hall's tiles, under the same keys, so a figure loaded in one place is not fetched again in the other.

export const setMealQuery = queryOptions({ queryKey: ['queries', 'set-meal'], queryFn: () => call('QUERY_SET_MEAL', {}) });

export const balanceQuery = queryOptions({ queryKey: ['queries', 'balance'], queryFn: () => call('QUERY_BALANCE', {}) });

/**
 * A month's bill; this month when no date is given. A month without a bill (-100, e.g. 5月暂无账单)
 * is answered by the page's empty state alone, without a toast; other failures keep the catalogue's reaction.
 */
export function billQuery(date: string | null) {
  return queryOptions({
    queryKey: ['queries', 'bill', date ?? 'current'],
    queryFn: () => call('QUERY_BILL_DETAILS', date ? { date } : {}, { silentCodes: [ResponseCode.INVALID] }),
  });
}

/** This month's bill as a tile shows it: the same data, without the page's full-screen loading overlay (the tile shows its own). */
export const thisMonthBillFigureQuery = queryOptions({
  ...billQuery(null),
  queryFn: () => call('QUERY_BILL_DETAILS', {}, { silentCodes: [ResponseCode.INVALID], loading: false }),
});
