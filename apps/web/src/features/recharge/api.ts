import type { RechargeProducts } from '@hall/contract/hall/schemas';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import type { UniversalPayment } from './universal-pay-storage.ts';

export interface CallCreditItem {
  productId: string;
  cost: string;
  rechargeNum: number;
}
export interface FlowPackItem {
  id: string;
  flow: string;
  money: number;
}
export interface MonthFlowPackItem extends FlowPackItem {
  kind: number;
}

export interface RechargeCatalogue {
  call: CallCreditItem[];
  dayFlow: FlowPackItem[];
  monthFlow: MonthFlowPackItem[];
  mobilePhone: string;
  serviceKind: number;
}

/** RECHARGE_PRODUCT remapped for display as the spec says. */
export function toRechargeCatalogue(products: RechargeProducts): RechargeCatalogue {
  return {
    call: products.call.map((item) => ({ productId: item.productId, cost: item.name, rechargeNum: item.rechargeNum })),
    dayFlow: products.dayFlow.map((item) => ({ id: item.productId, flow: item.name, money: item.amount })),
    monthFlow: products.monthFlow.map((item) => ({ id: item.productId, flow: item.name, money: item.amount, kind: item.serviceKind })),
    mobilePhone: products.mobilePhone,
    serviceKind: products.serviceKind,
  };
}

export const rechargeCatalogueQuery = queryOptions({
  queryKey: ['recharge', 'products'],
  queryFn: async () => toRechargeCatalogue(await call('RECHARGE_PRODUCT', {})),
});

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

// The payment's code (the scenes, the JS bridge, the QR code) loads when a payment starts: the
// recharge tab is on the first route and does not carry it.
const loadPayment = () => import('./payment-api.ts');

/** Pays for a top-up or a flow pack of the bound number: the order, then the payment as the environment allows. */
export function usePayForProduct() {
  return useMutation({
    mutationFn: async (productId: string) => {
      const order = await call('ADD_ORDERS', { productId });
      await (await loadPayment()).payRechargeOrder(order);
    },
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
