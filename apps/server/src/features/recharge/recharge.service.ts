import { isReachable } from '@hall/contract/number-state';
import type { PaymentSceneName } from '@hall/contract/payment/payment-start';
import type { RechargeOrderResult, RechargeRecord } from '@hall/contract/recharge/schemas';
import { RechargeMessage, RechargeStatus } from '@hall/contract/recharge/rules';
import { AUTO_TOP_UP_TITLE } from '@hall/contract/auto-top-up/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import {
  PaymentRejectedError,
  PaymentRetryLaterError,
  type PaymentNotification,
  type PaymentStart,
  type RefundNotification,
} from '../../providers/wechat-pay/wechat-pay.ts';
import {
  applyRechargePayment,
  findRechargeOrder,
  markRechargeOrderRefunded,
  RECHARGE_NOTIFY_HANDLER,
  refundRechargeOrder,
  type RechargeOrderRow,
  type RefundLog,
} from '../../domain/top-up-settlement.ts';
import { deleteUnpaidRechargeOrder, insertRechargeOrder, listRechargeOrdersOfPhone } from './recharge.repository.ts';

export { RECHARGE_NOTIFY_HANDLER, type RefundLog };
const RECORD_LIST_LIMIT = 50;
/** A public top-up may be paid this long (its time_expire at WeChat Pay); the sweep then closes it. */
export const PUBLIC_ORDER_TTL_MS = 30 * 60 * 1000;

/** R + time + randomness: unique, unguessable (the public order query reads by it), 32 characters. */
function createOutTradeNo(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${stamp}${createRandomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 17)}`;
}

function describeOrder(order: Pick<RechargeOrderRow, 'productKind' | 'productName'>): string {
  switch (order.productKind) {
    case 'call':
      return `话费充值${order.productName}`;
    case 'bill':
      return '话费缴费';
    case 'autoTopUp':
      return AUTO_TOP_UP_TITLE;
    default:
      return `流量包 ${order.productName}`;
  }
}

/** Where the browser comes back from the cashier: call credit to /paySuccess, flow packs to /success. */
function returnPathOf(order: RechargeOrderRow): string {
  const query = `outTradeNo=${encodeURIComponent(order.outTradeNo)}`;
  return order.productKind === 'dayFlow' || order.productKind === 'monthFlow' ? `/success?${query}` : `/paySuccess?${query}`;
}

async function requireOpenNumber(deps: AppDeps, phone: string) {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(RechargeMessage.NUMBER_UNKNOWN);
  }
  return subscriber;
}

/** ADD_ORDERS: an unpaid order for a product of the member's number. */
export async function createRechargeOrder(deps: AppDeps, member: BoundMember, productId: string) {
  const subscriber = await requireOpenNumber(deps, member.boundPhone);
  const products = await deps.boss.listRechargeProducts(subscriber.serviceKind);
  const product = products.find((item) => item.id === productId);
  if (!product) {
    throw invalid(RechargeMessage.PRODUCT_NOT_FOUND);
  }
  if (!product.isOnSale) {
    throw invalid(RechargeMessage.PRODUCT_OFF_SALE);
  }
  const outTradeNo = createOutTradeNo(deps.now());
  await insertRechargeOrder(deps.db, {
    outTradeNo,
    phone: subscriber.phone,
    memberId: member.id,
    productKind: product.group,
    productId: product.id,
    productName: product.name,
    amountFen: product.amountFen,
    createdAt: deps.now(),
  });
  return { outTradeNo, kind: product.group, productName: product.name, amount: product.amountFen, mobilePhone: maskPhone(subscriber.phone) };
}

/** Who pays and how: the scene the page chose, with the payer's openid (JSAPI) or IP address (H5). */
export interface RechargePayer {
  scene: PaymentSceneName;
  openid?: string | null;
  ip: string;
}

/** How long a member's top-up order may be paid from its creation (WeChat Pay's time_expire); the sweep then closes it. */
export const MEMBER_ORDER_TTL_MS = 2 * 60 * 60 * 1000;

/** PAY: how the member pays the unpaid order (inside WeChat: the JS bridge with the member's openid). */
export async function startRechargePayment(deps: AppDeps, member: BoundMember, outTradeNo: string, payer: RechargePayer): Promise<PaymentStart> {
  const order = await findRechargeOrder(deps.db, outTradeNo);
  if (!order || order.memberId !== member.id) {
    throw invalid(RechargeMessage.ORDER_NOT_FOUND);
  }
  if (order.status !== RechargeStatus.UNPAID) {
    throw invalid(RechargeMessage.ALREADY_PAID);
  }
  const expiresAt = new Date(order.createdAt.getTime() + MEMBER_ORDER_TTL_MS);
  if (expiresAt <= deps.now()) {
    throw invalid(RechargeMessage.ORDER_EXPIRED);
  }
  const [account] = await deps.db.select({ isSnapshotUser: members.isSnapshotUser }).from(members).where(eq(members.id, member.id));
  if (!account || account.isSnapshotUser) {
    throw invalid(RechargeMessage.WECHAT_LOGIN_REQUIRED);
  }
  return createCashier(deps, order, { ...payer, openid: payer.scene === 'jsapi' ? member.openid : null }, returnPathOf(order), expiresAt);
}

async function createCashier(deps: AppDeps, order: RechargeOrderRow, payer: RechargePayer, returnUrl: string, expiresAt: Date): Promise<PaymentStart> {
  if (payer.scene === 'jsapi' && !payer.openid) {
    throw invalid(RechargeMessage.REOPEN_IN_WECHAT);
  }
  const payment = await deps.providers.wechatPay.queryOrder(order.outTradeNo);
  if (payment && payment.state !== 'NOTPAY') {
    throw invalid(payment.state === 'SUCCESS' ? RechargeMessage.ALREADY_PAID : RechargeMessage.PAYMENT_FAILED);
  }
  return deps.providers.wechatPay.createOrder({
    outTradeNo: order.outTradeNo,
    amountFen: order.amountFen,
    description: describeOrder(order),
    notifyHandler: RECHARGE_NOTIFY_HANDLER,
    returnUrl,
    scene: payer.scene,
    payerOpenid: payer.openid ?? undefined,
    payerIp: payer.ip,
    expiresAt,
  });
}

/**
 * The payment notification's handler. While a refund is still owed it answers with an error, so
 * WeChat Pay sends the notification again later and that retries the refund.
 */
export async function settleRechargePayment(deps: AppDeps, payment: PaymentNotification): Promise<void> {
  if ((await applyRechargePayment(deps, payment)) === 'refund_pending') {
    throw new PaymentRetryLaterError('the refund of this order is not done yet');
  }
}

/**
 * A refund's notification: REFUND.SUCCESS moves a refunding order (3) to refunded (4), once; an
 * ABNORMAL or CLOSED refund leaves it at 3 for the staff (and is logged by the caller's answer).
 */
export async function settleRechargeRefund(deps: AppDeps, refund: RefundNotification): Promise<void> {
  const order = await findRechargeOrder(deps.db, refund.outTradeNo);
  if (!order) {
    throw new PaymentRejectedError('unknown recharge order');
  }
  if (refund.amountFen !== order.amountFen) {
    throw new PaymentRejectedError(`refund ${refund.amountFen} differs from the order's ${order.amountFen}`);
  }
  if (refund.state === 'SUCCESS' && order.status === RechargeStatus.REFUNDING) {
    if (await markRechargeOrderRefunded(deps.db, order.outTradeNo, { refundId: refund.refundId, refundedAt: refund.succeededAt ?? deps.now() })) {
      deps.metrics.refundsPaid.inc({ kind: 'wechat_pay' });
    }
  }
}

/**
 * The order's outcome. An order still unpaid here is confirmed by asking WeChat Pay (late
 * notification); one still refunding (3) retries its refund.
 */
async function readOrderResult(deps: AppDeps, order: RechargeOrderRow, log?: RefundLog): Promise<RechargeOrderResult> {
  let current = order;
  const payment = await deps.providers.wechatPay.queryOrder(order.outTradeNo);
  if (payment?.state === 'SUCCESS' && order.status < RechargeStatus.SUCCESS && payment.transactionId) {
    await applyRechargePayment(
      deps,
      {
        outTradeNo: payment.outTradeNo,
        transactionId: payment.transactionId,
        amountFen: payment.amountFen,
        state: 'SUCCESS',
        paidAt: (payment.paidAt ?? deps.now()).toISOString(),
        notifyHandler: RECHARGE_NOTIFY_HANDLER,
      },
      log,
    );
    current = (await findRechargeOrder(deps.db, order.outTradeNo)) ?? order;
  } else if (order.status === RechargeStatus.REFUNDING) {
    await refundRechargeOrder(deps, order, log);
    current = (await findRechargeOrder(deps.db, order.outTradeNo)) ?? order;
  }
  return {
    outTradeNo: current.outTradeNo,
    kind: current.productKind,
    productName: current.productName,
    amount: current.amountFen,
    status: current.status,
    packStatus: current.packStatus,
    paymentState: payment?.state ?? 'NOTPAY',
    mobilePhone: maskPhone(current.phone),
  };
}

/** OPEN_FLOW: the outcome of the member's flow-pack order (opened, or refused for the balance). */
export async function confirmFlowPackOrder(deps: AppDeps, member: BoundMember, outTradeNo: string, log?: RefundLog): Promise<RechargeOrderResult> {
  const order = await findRechargeOrder(deps.db, outTradeNo);
  if (!order || order.memberId !== member.id || (order.productKind !== 'dayFlow' && order.productKind !== 'monthFlow')) {
    throw invalid(RechargeMessage.ORDER_NOT_FOUND);
  }
  return readOrderResult(deps, order, log);
}

/** BOSS_QUERY_ORDER: any order by its out-trade-no (what the result pages and /UniversalPay ask). */
export async function queryRechargeOrder(deps: AppDeps, outTradeNo: string, log?: RefundLog): Promise<RechargeOrderResult> {
  const order = await findRechargeOrder(deps.db, outTradeNo);
  if (!order) {
    throw invalid(RechargeMessage.ORDER_NOT_FOUND);
  }
  return readOrderResult(deps, order, log);
}

/**
 * BOSS_WX_PAY: pays money onto any number (/UniversalPay), no login needed. Every well-formed number
 * is answered alike up to the payment (ours, closed or not ours), so the public page tells strangers
 * nothing about a number; money paid for a number that cannot take it is refunded when it arrives.
 * The order expires unpaid after PUBLIC_ORDER_TTL_MS (the sweep in recharge.schedule.ts closes it).
 */
export async function startUniversalPayment(
  deps: AppDeps,
  input: { phone: string; amount: number; recordNumber?: string },
  payer: RechargePayer,
): Promise<PaymentStart & { outTradeNo: string }> {
  const now = deps.now();
  const outTradeNo = createOutTradeNo(now);
  const order: RechargeOrderRow = {
    outTradeNo,
    phone: input.phone,
    memberId: null,
    productKind: 'bill',
    productId: null,
    productName: '话费缴费',
    amountFen: input.amount,
    status: RechargeStatus.UNPAID,
    packStatus: 'none',
    recordNumber: input.recordNumber ?? null,
    transactionId: null,
    createdAt: now,
    paidAt: null,
    refundId: null,
    refundedAt: null,
  };
  await insertRechargeOrder(deps.db, order);
  const query = new URLSearchParams({ serviceid: input.phone, amount: String(input.amount) });
  if (input.recordNumber) {
    query.set('recordNumber', input.recordNumber);
  }
  const start = await createCashier(deps, order, payer, `/UniversalPay?${query.toString()}`, new Date(now.getTime() + PUBLIC_ORDER_TTL_MS));
  return { outTradeNo, ...start };
}

/**
 * Closes one expired unpaid order, public or a member's: WeChat Pay withdraws it (its cashier
 * refuses it from then on); a payment that got there first is settled like a late notification
 * (once, by the out-trade-no), otherwise the row goes. 'gone' when another sweep deleted it first.
 */
export async function closeExpiredOrder(deps: AppDeps, order: RechargeOrderRow, log?: RefundLog): Promise<'closed' | 'settled' | 'gone'> {
  const payment = await deps.providers.wechatPay.closeOrder(order.outTradeNo);
  if (payment?.state === 'SUCCESS' && payment.transactionId) {
    await readOrderResult(deps, order, log);
    return 'settled';
  }
  return (await deleteUnpaidRechargeOrder(deps.db, order.outTradeNo)) ? 'closed' : 'gone';
}

/** RECHARGE_RECORD: the top-ups of the member's number, newest first. */
export async function listRechargeRecords(deps: AppDeps, member: BoundMember): Promise<{ list: RechargeRecord[] }> {
  const orders = await listRechargeOrdersOfPhone(deps.db, member.boundPhone, RECORD_LIST_LIMIT);
  return {
    list: orders.map((order) => ({
      date: order.createdAt.toISOString(),
      mobilePhone: maskPhone(order.phone),
      title: describeOrder(order),
      status: order.status,
      amount: order.amountFen,
    })),
  };
}
