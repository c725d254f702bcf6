// WeChat Pay (API v3), as every feature uses it (top-up, bill payment, agent card opening).
//
// How to use it from a feature:
// 1. Create your own order row first (your out-trade-no, amount in fen), then
//    `deps.providers.wechatPay.createOrder({ outTradeNo, amountFen, description, notifyHandler,
//    returnUrl, scene, payerOpenid | payerIp, expiresAt })`. It answers the contract's payment start
//    `{ cashierUrl, jsapi?, codeUrl? }`: with `jsapi` the page calls the JS bridge, with `codeUrl`
//    it shows a QR code, otherwise it sends the browser to `cashierUrl` (WeChat Pay's H5 page or the
//    sandbox cashier). `notifyHandler` names the handler you registered in your module's
//    `paymentHandlers`; `returnUrl` is a path of this app.
// 2. The payer pays or fails. WeChat Pay POSTs a signed, encrypted notification to
//    /api/wechat-pay/notify/<notifyHandler>; payment-notify.ts verifies and decrypts it and calls your
//    handler. Your handler must check the amount against your order and settle idempotently (a
//    conditional update such as `where status = 0`, or a unique key): notifications are repeated
//    and may arrive concurrently.
// 3. A late or lost notification is covered by asking `queryOrder(outTradeNo)` and settling through
//    the same code when it says SUCCESS.
// 4. Money you cannot keep goes back with `refund(outTradeNo, amountFen)`: one refund per order
//    (out-refund-no = out-trade-no), so asking again answers the same refund. A PROCESSING refund
//    settles later by its REFUND.* notification (your handler's `refund`) or by asking again.
//
// Two implementations: the sandbox (sandbox-wechat-pay.ts, its cashier at /sandbox/pay) and the real
// API v3 adapter (wechat-pay-client.ts). Both send the same v3 notifications to the same route.

import type { JsapiPayment, PaymentSceneName } from '@hall/contract/payment/payment-start';
import type { TradeBillFile } from './trade-bill.ts';

/** NOTPAY until the payer acts; SUCCESS or PAYERROR afterwards; CLOSED when withdrawn. */
export type PaymentState = 'NOTPAY' | 'SUCCESS' | 'PAYERROR' | 'CLOSED';

export interface CreatePaymentOrder {
  /** The merchant's order number: unique across all features, 6 to 32 characters [A-Za-z0-9_-]. */
  outTradeNo: string;
  amountFen: number;
  /** Shown to the payer. */
  description: string;
  /** Name of the registered notification handler that settles this order ([A-Za-z0-9]). */
  notifyHandler: string;
  /** Path of this app where the browser returns after paying (H5 and the sandbox cashier). */
  returnUrl: string;
  /** How the payer pays: JSAPI inside WeChat, H5 in a phone browser, Native (QR code) on a computer. */
  scene: PaymentSceneName;
  /** The payer's openid under our appid: required for jsapi. */
  payerOpenid?: string;
  /** The payer's IP address: required for h5. */
  payerIp?: string;
  /** After this the order can no longer be paid (WeChat Pay's time_expire). */
  expiresAt?: Date;
}

/** Where a payment starts (the contract's payment start). */
export interface PaymentStart {
  cashierUrl: string;
  jsapi?: JsapiPayment;
  codeUrl?: string;
}

export interface PaymentOrder {
  outTradeNo: string;
  amountFen: number;
  state: PaymentState;
  transactionId: string | null;
  paidAt: Date | null;
}

/** What a verified payment notification (TRANSACTION.SUCCESS) tells: the payment of one order. */
export interface PaymentNotification {
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  state: 'SUCCESS' | 'PAYERROR';
  /** ISO time of the payer's action. */
  paidAt: string;
  /** The handler the notification was addressed to (its notify URL's last segment). */
  notifyHandler: string;
}

/** What a verified refund notification (REFUND.SUCCESS / ABNORMAL / CLOSED) tells. */
export interface RefundNotification {
  outTradeNo: string;
  outRefundNo: string;
  refundId: string;
  amountFen: number;
  state: 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  succeededAt: Date | null;
  notifyHandler: string;
}

/** The signature headers of a notification, as plain strings (empty when missing). */
export interface NotificationHeaders {
  signature: string;
  /** Serial of the key that signed: a PUB_KEY_ID_… or a platform certificate serial. */
  serial: string;
  /** Unix seconds when it was signed. */
  timestamp: string;
  nonce: string;
}

export type NotificationEvent = { kind: 'payment'; payment: PaymentNotification } | { kind: 'refund'; refund: RefundNotification };

export type NotificationRefusal =
  'malformed' | 'unknown serial' | 'stale timestamp' | 'bad signature' | 'undecryptable resource' | 'unknown event' | 'another merchant';

export type NotificationCheck = { isGenuine: true; event: NotificationEvent } | { isGenuine: false; reason: NotificationRefusal };

/** A refund as WeChat Pay knows it: PROCESSING until the money is back with the payer. */
export interface PaymentRefund {
  outTradeNo: string;
  refundId: string;
  amountFen: number;
  state: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  succeededAt: Date | null;
}

export interface WechatPay {
  /** Registers the order with WeChat Pay and answers how the payer pays it. Same order again: the same way. */
  createOrder(order: CreatePaymentOrder): Promise<PaymentStart>;
  /** The order as WeChat Pay knows it, or null when it never was created there. */
  queryOrder(outTradeNo: string): Promise<PaymentOrder | null>;
  /**
   * Withdraws an unpaid order: it cannot be paid from then on. Answers the order as it stands
   * afterwards (CLOSED, or the payer's outcome when they were first), null when never created.
   */
  closeOrder(outTradeNo: string): Promise<PaymentOrder | null>;
  /**
   * Gives (part of) a paid order's money back to the payer. Idempotent by the out-trade-no: one
   * refund per order, and asking again answers that refund as it stands. Throws when WeChat Pay
   * refuses (unknown or unpaid order, more than was paid, another amount than the order's refund)
   * or does not answer. The refund's notifications go to `notifyHandler` (its `refund`).
   */
  refund(outTradeNo: string, amountFen: number, notifyHandler: string): Promise<PaymentRefund>;
  /**
   * The trade bill (交易账单, ALL) of a China day YYYY-MM-DD with its SHA-1 checked (trade-bill.ts;
   * the real one: wechatpay-trade-bill.ts). Throws TradeBillUnavailableError before it is ready
   * (after 10:00 China time the next day) or when refused.
   */
  downloadTradeBill(billDate: string): Promise<TradeBillFile>;
  /**
   * Reads a notification sent to the handler `notifyHandler`: over the raw body, a known key serial,
   * a timestamp within 5 minutes, the RSA signature, then the resource decrypted with the APIv3 key,
   * which must name our mchid (and, for a payment, our appid).
   */
  readNotification(rawBody: string, headers: NotificationHeaders, notifyHandler: string, now: Date): Promise<NotificationCheck>;
}

/** WeChat Pay's refusal of a call: its HTTP status and `{ code, message }` (e.g. ORDERNO_USED, ORDER_CLOSED). */
export class WechatPayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay refused (${status} ${code}): ${message}`);
    this.name = 'WechatPayRefusal';
  }
}

/** The refusals of an order number that cannot be paid any more as asked: made another way, or closed. */
export const UNUSABLE_ORDER_CODES: ReadonlySet<string> = new Set(['ORDERNO_USED', 'ORDER_CLOSED', 'OUT_TRADE_NO_USED']);

/**
 * A handler's refusal of a genuine notification that does not match an order of ours (unknown
 * out-trade-no, another amount): nothing changes, and WeChat Pay hears FAIL.
 */
export class PaymentRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentRejectedError';
  }
}

/**
 * A handler's "not finished yet" for a notification it has taken in (a refund still owed): WeChat
 * Pay hears FAIL and sends the notification again later, which retries the unfinished part.
 */
export class PaymentRetryLaterError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentRetryLaterError';
  }
}
