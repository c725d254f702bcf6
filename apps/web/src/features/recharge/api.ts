import type { RechargeProducts } from '@hall/contract/hall/schemas';
import { queryOptions, useMutation } from '@tanstack/react-query';
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

// The payment's code (the scenes, the JS bridge, the QR code) loads when a payment starts: the
// recharge tab is on the first route and does not carry it, nor what the other top-up pages use
// (order-results-api.ts).
export const loadPayment = () => import('./payment-api.ts');

/** Pays for a top-up or a flow pack of the bound number: the order, then the payment as the environment allows. */
export function usePayForProduct() {
  return useMutation({
    mutationFn: async (productId: string) => {
      const order = await call('ADD_ORDERS', { productId });
      await (await loadPayment()).payRechargeOrder(order);
    },
  });
}
