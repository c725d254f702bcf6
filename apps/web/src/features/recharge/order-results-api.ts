import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { loadPayment } from './api.ts';
import type { UniversalPayment } from './universal-pay-storage.ts';

// What the top-up pages besides the recharge tab use (records, result pages, /UniversalPay): apart
// from api.ts, so the first route does not carry it.

export const rechargeRecordsQuery = queryOptions({
  queryKey: ['recharge', 'records'],
  queryFn: async () => (await call('RECHARGE_RECORD', {})).list,
});

/** Recharge record status texts (0 unpaid … 4 refunded). */
export const RECHARGE_STATUS_TEXT: Record<number, string> = {
  0: '未支付',
  1: '充值中',
  2: '充值成功',
  3: '充值失败，退款中',
  4: '充值失败，已退款',
};

/**
 * The order a result page was returned with (?outTradeNo=), confirmed once: the flow-pack
 * confirmation or the general order query. The page shows its own waiting state, not the overlay.
 */
export function orderResultQuery(operation: 'OPEN_FLOW' | 'BOSS_QUERY_ORDER', outTradeNo: string | null) {
  return queryOptions({
    queryKey: ['recharge', 'order', operation, outTradeNo],
    queryFn: () => call(operation, { outTradeNo: outTradeNo ?? '' }, { loading: false }),
    enabled: outTradeNo !== null,
    retry: false,
    staleTime: Infinity,
  });
}

/** The general top-up's order on the way back from the cashier; the page says the outcome itself. */
export function universalPayOrderQuery(outTradeNo: string) {
  return queryOptions({
    queryKey: ['recharge', 'universal-order', outTradeNo],
    queryFn: () => call('BOSS_QUERY_ORDER', { outTradeNo }, { isSilent: true }),
    staleTime: 0,
  });
}

/** The general top-up (/UniversalPay) as one write. */
export function usePayUniversal() {
  return useMutation({ mutationFn: async (payload: UniversalPayment) => (await loadPayment()).payUniversal(payload) });
}

export const ResultMessage = {
  PAY_SUCCESS: '支付成功！',
  PAY_FAILED: '支付失败，请重新支付',
  INSUFFICIENT_BALANCE: '充值失败，当前账户可用余额不足 请充值话费',
  /** The spec's loading text while a result page confirms its order. */
  QUERYING: '结果查询中...',
} as const;

export { UniversalPayKey } from './universal-pay-storage.ts';
