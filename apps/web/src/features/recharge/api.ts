import type { RechargeProducts } from '@hall/contract/hall/schemas';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

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

/** Creates the order and goes to the WeChat Pay cashier. */
export async function payForProduct(productId: string): Promise<void> {
  const order = await call('ADD_ORDERS', { productId });
  const { cashierUrl } = await call('PAY', { outTradeNo: order.outTradeNo });
  window.location.assign(cashierUrl);
}

export const ResultMessage = {
  PAY_SUCCESS: '支付成功！',
  PAY_FAILED: '支付失败，请重新支付',
  INSUFFICIENT_BALANCE: '充值失败，当前账户可用余额不足 请充值话费',
  /** The spec's loading text while a result page confirms its order. */
  QUERYING: '结果查询中...',
} as const;

/** Local storage keys of the general top-up (/UniversalPay) between leaving for the cashier and returning. */
export const UniversalPayKey = { OUT_TRADE_NO: 'BOSSouttradeno', PAY_FLAG: 'WxPayFlag' } as const;
