import { RechargeStatus } from '@hall/contract/recharge/rules';
import { call } from '../../shared/api/subscriber-client.ts';
import { navigateTo } from '../../shared/lib/navigation.ts';
import { isWechatSdkOffered } from '../../shared/lib/runtime-config.ts';
import { readSession, removeLocal, writeLocal, writeSession } from '../../shared/lib/storage.ts';
import { paymentEnvironmentOf, paymentSceneOf } from '../../shared/payment/payment-environment.ts';
import { startPayment } from '../../shared/payment/start-payment.ts';
import { UniversalPayKey, type UniversalPayment } from './universal-pay-storage.ts';

// The payments of the recharge area, loaded when one starts (api.ts): the member's top-up or flow
// pack (PAY) and the general top-up of /UniversalPay (BOSS_WX_PAY).

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

/** Pays the member's new order as the page's environment allows: WeChat's sheet, WeChat Pay's H5 page or a QR code. */
export async function payRechargeOrder(order: { outTradeNo: string; kind: string; amount: number }): Promise<void> {
  const start = await call('PAY', { outTradeNo: order.outTradeNo, scene: paymentSceneOf() });
  const outcome = await startPayment(start, { amountFen: order.amount, isPaid: () => isOrderPaid(order.outTradeNo) });
  if (outcome === 'paid' || outcome === 'confirmed') {
    navigateTo(resultPathOf(order.kind, order.outTradeNo));
  }
}

/** The server's silent snsapi_base authorisation: it keeps the payer's openid behind an HttpOnly cookie and returns to the page. */
export const PAYER_AUTHORISATION_PATH = '/api/wechat/payer';

/**
 * Whether this payer, in WeChat and not known yet, must first be named by WeChat (JSAPI needs the
 * payer's openid). Only where the real WeChat is behind the server (its page meta says so): the
 * sandbox pays at its cashier.
 */
function needsPayerAuthorisation(): boolean {
  return readSession(UniversalPayKey.PAYER_AUTHORISED) !== '1' && isWechatSdkOffered();
}

/**
 * Pays money onto any number: the order is kept first, so /UniversalPay asks for its outcome when
 * the payer comes back from a cashier, or at once ('checked') when paid on the page. In WeChat a
 * payer not named yet goes through WeChat's silent authorisation first ('left'); the page resumes
 * the payment when it comes back.
 */
export async function payUniversal(payload: UniversalPayment): Promise<'checked' | 'left' | 'not-paid'> {
  const environment = paymentEnvironmentOf();
  if (environment === 'wechat' && needsPayerAuthorisation()) {
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
