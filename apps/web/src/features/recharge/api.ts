import type { RechargeProducts } from '@hall/contract/hall/schemas';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { navigateTo } from '../../shared/lib/navigation.ts';
import { readSession, removeLocal, writeLocal, writeSession } from '../../shared/lib/storage.ts';

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

// The payment's code (the JS bridge, the QR code) loads when a payment starts: the recharge tab is
// on the first route and does not carry it.
const loadPayment = () => import('../../shared/payment/start-payment.ts');

/** Whether the server has the order paid (BOSS_QUERY_ORDER asks WeChat Pay when the notification is late). */
async function isOrderPaid(outTradeNo: string): Promise<boolean> {
  const result = await call('BOSS_QUERY_ORDER', { outTradeNo }, { isSilent: true, loading: false });
  return result.status === RechargeStatus.SUCCESS || result.status === RechargeStatus.RECHARGING;
}

/** The result page of a member's order: flow packs on /success, call credit on /paySuccess; each confirms the order. */
export function resultPathOf(kind: string, outTradeNo: string): string {
  const query = new URLSearchParams({ outTradeNo }).toString();
  return kind === 'dayFlow' || kind === 'monthFlow' ? `/success?${query}` : `/paySuccess?${query}`;
}

/** Creates the order and pays it as the page's environment allows: WeChat's sheet, WeChat Pay's H5 page or a QR code. */
async function payForProduct(productId: string): Promise<void> {
  const order = await call('ADD_ORDERS', { productId });
  const { startPayment, paymentSceneOf } = await loadPayment();
  const start = await call('PAY', { outTradeNo: order.outTradeNo, scene: paymentSceneOf() });
  const outcome = await startPayment(start, { amountFen: order.amount, isPaid: () => isOrderPaid(order.outTradeNo) });
  if (outcome === 'paid' || outcome === 'confirmed') {
    navigateTo(resultPathOf(order.kind, order.outTradeNo));
  }
}

/** Pays for a top-up or a flow pack of the bound number: the order, then the payment. */
export function usePayForProduct() {
  return useMutation({ mutationFn: payForProduct });
}

/** A /UniversalPay link's payment: the number, the amount in fen and the caller's reference. */
export type UniversalPayment = Omit<OperationInput<'BOSS_WX_PAY'>, 'amount' | 'scene'> & { amount: number };

/** The server's silent snsapi_base authorisation: it keeps the payer's openid behind an HttpOnly cookie and returns to the page. */
export const PAYER_AUTHORISATION_PATH = '/api/wechat/payer';

/**
 * Whether this payer, in WeChat and not known yet, must first be named by WeChat (JSAPI needs the
 * payer's openid). Only where the real WeChat is behind the server: the JS-SDK configuration says
 * so (the sandbox has no client to run it, and pays at its cashier).
 */
async function needsPayerAuthorisation(): Promise<boolean> {
  if (readSession(UniversalPayKey.PAYER_AUTHORISED) === '1') {
    return false;
  }
  const url = window.location.href.split('#')[0] ?? '';
  const config = await call('WECHAT_JS_CONFIG', { url }, { isSilent: true, loading: false }).catch(() => null);
  return config?.isAvailable === true;
}

/**
 * Pays money onto any number: the order is kept first, so /UniversalPay asks for its outcome when
 * the payer comes back from a cashier, or at once ('checked') when paid on the page. In WeChat a
 * payer not named yet goes through WeChat's silent authorisation first ('left'); the page resumes
 * the payment when it comes back.
 */
async function payUniversal(payload: UniversalPayment): Promise<'checked' | 'left' | 'not-paid'> {
  const { startPayment, paymentEnvironmentOf, paymentSceneOf } = await loadPayment();
  const environment = paymentEnvironmentOf();
  if (environment === 'wechat' && (await needsPayerAuthorisation())) {
    writeSession(UniversalPayKey.PAYER_AUTHORISED, '1');
    writeSession(UniversalPayKey.RESUME, '1');
    const returnUrl = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`${PAYER_AUTHORISATION_PATH}?${new URLSearchParams({ returnUrl }).toString()}`);
    return 'left';
  }
  // In WeChat without a named payer (the sandbox) the server chooses its cashier.
  const scene = environment === 'wechat' && readSession(UniversalPayKey.PAYER_AUTHORISED) !== '1' ? undefined : paymentSceneOf(environment);
  const { outTradeNo, ...start } = await call('BOSS_WX_PAY', { ...payload, scene });
  writeLocal(UniversalPayKey.OUT_TRADE_NO, outTradeNo);
  writeLocal(UniversalPayKey.PAY_FLAG, '1');
  const outcome = await startPayment(start, { amountFen: payload.amount, isPaid: () => isOrderPaid(outTradeNo) });
  if (outcome === 'left') {
    return 'left';
  }
  if (outcome === 'paid' || outcome === 'confirmed') {
    return 'checked';
  }
  removeLocal(UniversalPayKey.PAY_FLAG);
  return 'not-paid';
}

/** The general top-up (/UniversalPay) as one write. */
export function usePayUniversal() {
  return useMutation({ mutationFn: payUniversal });
}

export const ResultMessage = {
  PAY_SUCCESS: '支付成功！',
  PAY_FAILED: '支付失败，请重新支付',
  INSUFFICIENT_BALANCE: '充值失败，当前账户可用余额不足 请充值话费',
  /** The spec's loading text while a result page confirms its order. */
  QUERYING: '结果查询中...',
} as const;

/**
 * Storage keys of the general top-up (/UniversalPay) between leaving and returning: the order and
 * its flag (local, the spec's), and in WeChat whether the payer was named and a payment waits (session).
 */
export const UniversalPayKey = {
  OUT_TRADE_NO: 'BOSSouttradeno',
  PAY_FLAG: 'WxPayFlag',
  PAYER_AUTHORISED: 'wxPayerAuthorised',
  RESUME: 'wxPayResume',
} as const;
