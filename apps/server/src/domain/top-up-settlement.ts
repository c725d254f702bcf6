import type { PaymentNotification } from '../providers/wechat-pay/wechat-pay.ts';
import { PaymentRejectedError } from '../providers/wechat-pay/wechat-pay.ts';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { rechargeOrders } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';

// A paid top-up's settlement, one path for every top-up order (recharge_orders): the hall's and
// /UniversalPay's payments (features/recharge) and the entrusted debits of auto top-up
// (features/auto-top-up). The balance rises once by the out-trade-no, a flow pack is ordered
// against it, and money a closed number cannot take goes back to the payer.

/** The name the top-up orders give WeChat Pay for their notifications (payments and refunds). */
export const RECHARGE_NOTIFY_HANDLER = 'recharge';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

export async function findRechargeOrder(db: Executor, outTradeNo: string): Promise<RechargeOrderRow | null> {
  const rows = await db.select().from(rechargeOrders).where(eq(rechargeOrders.outTradeNo, outTradeNo));
  return rows[0] ?? null;
}

/** 0 → 1 once the payment is confirmed; only an unpaid order moves. */
export async function markRechargeOrderRecharging(db: Executor, outTradeNo: string): Promise<void> {
  await db
    .update(rechargeOrders)
    .set({ status: 1 })
    .where(and(eq(rechargeOrders.outTradeNo, outTradeNo), eq(rechargeOrders.status, 0)));
}

/** Records the outcome of a paid order once; a settled order is not touched again. */
export async function markRechargeOrderSettled(
  db: Executor,
  outTradeNo: string,
  outcome: { status: number; packStatus: RechargeOrderRow['packStatus']; transactionId: string; paidAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(rechargeOrders)
    .set(outcome)
    .where(and(eq(rechargeOrders.outTradeNo, outTradeNo), inArray(rechargeOrders.status, [0, 1])))
    .returning({ outTradeNo: rechargeOrders.outTradeNo });
  return updated.length > 0;
}

/** 3 → 4 once WeChat Pay confirms the refund; only a refunding order moves. */
export async function markRechargeOrderRefunded(db: Executor, outTradeNo: string, refund: { refundId: string; refundedAt: Date }): Promise<boolean> {
  const updated = await db
    .update(rechargeOrders)
    .set({ status: RechargeStatus.REFUNDED, refundId: refund.refundId, refundedAt: refund.refundedAt })
    .where(and(eq(rechargeOrders.outTradeNo, outTradeNo), eq(rechargeOrders.status, RechargeStatus.REFUNDING)))
    .returning({ outTradeNo: rechargeOrders.outTradeNo });
  return updated.length > 0;
}

/** Where a failed refund is reported (the request's logger); optional, tests leave it out. */
export interface RefundLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Status 3 → 4: gives a paid order's money back to the payer. WeChat Pay's refund is idempotent by
 * the out-trade-no, so every caller (a repeated or concurrent notification, an order query) may
 * ask; the order moves to 4 once, when the refund is confirmed. False while it is not (refused,
 * no answer, or still processing): the order stays at 3 for the next try.
 */
export async function refundRechargeOrder(deps: AppDeps, order: RechargeOrderRow, log?: RefundLog): Promise<boolean> {
  try {
    const refund = await deps.providers.wechatPay.refund(order.outTradeNo, order.amountFen, RECHARGE_NOTIFY_HANDLER);
    if (refund.state !== 'SUCCESS') {
      return false;
    }
    if (await markRechargeOrderRefunded(deps.db, order.outTradeNo, { refundId: refund.refundId, refundedAt: refund.succeededAt ?? deps.now() })) {
      deps.metrics.refundsPaid.inc({ kind: 'wechat_pay' });
    }
    return true;
  } catch (error) {
    log?.warn(
      { outTradeNo: order.outTradeNo, reason: error instanceof Error ? error.message : String(error) },
      'recharge refund not done; the order stays refunding',
    );
    return false;
  }
}

/**
 * Applies a payment to its order: the balance rises by the amount, a flow pack is then ordered
 * against it; a number that can no longer take money (cancelled) gets its money refunded (3, then
 * 4). Every step is idempotent by the out-trade-no, so repeated or concurrent notifications and
 * order queries change nothing twice. 'refund_pending' when the order is left at 3.
 */
export async function applyRechargePayment(deps: AppDeps, payment: PaymentNotification, log?: RefundLog): Promise<'done' | 'refund_pending'> {
  const order = await findRechargeOrder(deps.db, payment.outTradeNo);
  if (!order) {
    throw new PaymentRejectedError('unknown recharge order');
  }
  if (payment.amountFen !== order.amountFen) {
    throw new PaymentRejectedError(`amount ${payment.amountFen} differs from the order's ${order.amountFen}`);
  }
  if (payment.state !== 'SUCCESS') {
    return 'done';
  }
  if (order.status === RechargeStatus.REFUNDING) {
    // Paid for a closed number and not refunded yet: this payment's repeat retries the refund.
    return (await refundRechargeOrder(deps, order, log)) ? 'done' : 'refund_pending';
  }
  if (order.status >= RechargeStatus.SUCCESS) {
    return 'done';
  }
  await markRechargeOrderRecharging(deps.db, order.outTradeNo);
  const credit = await deps.boss.creditBalance({ phone: order.phone, amountFen: order.amountFen, reference: order.outTradeNo });
  if (credit.isClosed) {
    // Paid for a number that can no longer take money: the payment goes back to the payer.
    await markRechargeOrderSettled(deps.db, order.outTradeNo, {
      status: RechargeStatus.REFUNDING,
      packStatus: 'none',
      transactionId: payment.transactionId,
      paidAt: new Date(payment.paidAt),
    });
    return (await refundRechargeOrder(deps, order, log)) ? 'done' : 'refund_pending';
  }
  const isFlowPack = order.productKind === 'dayFlow' || order.productKind === 'monthFlow';
  const packStatus =
    isFlowPack && order.productId
      ? await deps.boss.orderFlowPack({ phone: order.phone, productId: order.productId, reference: order.outTradeNo, amountFen: order.amountFen })
      : 'none';
  const isSettledNow = await markRechargeOrderSettled(deps.db, order.outTradeNo, {
    status: RechargeStatus.SUCCESS,
    packStatus,
    transactionId: payment.transactionId,
    paidAt: new Date(payment.paidAt),
  });
  if (isSettledNow) {
    deps.metrics.topUpsSettled.inc();
    deps.metrics.topUpsSettledFen.inc(order.amountFen);
  }
  return 'done';
}
