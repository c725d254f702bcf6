// The sandbox WeChat Pay's side of the demo top-ups: each paid one has the order the sandbox cashier
// would have written (paid at the same moment, under the transaction id the top-up records), and
// each refunded one its refund, so the sandbox's trade bill holds what our records hold.
import type { Executor } from '../../db/connection.ts';
import { decideSandboxOrder } from '../../providers/wechat-pay/sandbox-payment-decision.ts';
import { insertSandboxPaymentOrder, insertSandboxRefund } from '../../providers/wechat-pay/sandbox-wechat-pay.ts';
import type { buildRechargeDemo } from './recharge.ts';

type DemoRechargeOrder = ReturnType<typeof buildRechargeDemo>['rechargeOrders'][number];
type PaidDemoRechargeOrder = Omit<DemoRechargeOrder, 'refundId'> & { transactionId: string | null; refundId: string | null };

/** The top-up's notification handler (RECHARGE_NOTIFY_HANDLER in the recharge feature). */
const RECHARGE_NOTIFY_HANDLER = 'recharge';

/** What the recharge feature tells WeChat Pay the top-up is, and where the cashier returns to. */
function paymentOrderOf(order: DemoRechargeOrder) {
  const isFlowPack = order.productKind === 'dayFlow' || order.productKind === 'monthFlow';
  const query = `outTradeNo=${encodeURIComponent(order.outTradeNo)}`;
  return {
    outTradeNo: order.outTradeNo,
    amountFen: order.amountFen,
    description: isFlowPack ? `流量包 ${order.productName}` : `话费充值${order.productName}`,
    notifyHandler: RECHARGE_NOTIFY_HANDLER,
    returnUrl: isFlowPack ? `/success?${query}` : `/paySuccess?${query}`,
  };
}

/**
 * Pays every paid demo top-up at the sandbox cashier (and refunds the refunded ones) through the
 * sandbox's own writes, at the top-up's own times; the top-ups with the transaction and refund ids
 * the sandbox gave them. Unpaid top-ups never reached the cashier and stay as they are.
 */
export async function paySandboxDemoTopUps(tx: Executor, orders: DemoRechargeOrder[]): Promise<PaidDemoRechargeOrder[]> {
  const paid: PaidDemoRechargeOrder[] = [];
  for (const order of orders) {
    if (!order.paidAt) {
      paid.push({ ...order, transactionId: null, refundId: order.refundId ?? null });
      continue;
    }
    const started = await insertSandboxPaymentOrder(tx, paymentOrderOf(order), order.createdAt);
    const decided = started && (await decideSandboxOrder(tx, started.providerRef, 'SUCCESS', order.paidAt));
    if (!decided?.transactionId) {
      throw new Error(`demo top-up ${order.outTradeNo} was not paid in the sandbox WeChat Pay`);
    }
    const { refundedAt } = order;
    const refund = refundedAt ? await insertSandboxRefund(tx, order.outTradeNo, order.amountFen, refundedAt) : undefined;
    if (refundedAt && !refund) {
      throw new Error(`demo top-up ${order.outTradeNo} was not refunded in the sandbox WeChat Pay`);
    }
    paid.push({ ...order, transactionId: decided.transactionId, refundId: refund?.refundId ?? null });
  }
  return paid;
}
