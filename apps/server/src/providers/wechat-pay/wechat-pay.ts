// WeChat Pay, as every feature uses it (top-up, bill payment, agent card opening).
//
// How to use it from a feature:
// 1. Create your own order row first (your out-trade-no, amount in fen), then
//    `deps.providers.wechatPay.createOrder({ outTradeNo, amountFen, description, notifyHandler,
//    returnUrl })` answers `{ cashierUrl }`: send the browser there. `notifyHandler` names the
//    handler you registered in app.ts (`registerPaymentNotifyRoute(app, deps, { name: handler })`);
//    `returnUrl` is a path of this app (the browser comes back there after paying or failing).
// 2. The payer pays or fails. WeChat Pay POSTs a signed notification to /api/wechat-pay/notify;
//    payment-notify.ts verifies the signature and calls your handler with the payment. Your handler
//    must check the amount against your order and settle idempotently (a conditional update such as
//    `where status = 0`, or a unique key): notifications are repeated and may arrive concurrently.
// 3. The browser returns to `returnUrl`. A late or lost notification is covered by asking
//    `queryOrder(outTradeNo)` and settling through the same code when it says SUCCESS.
// 4. Money you cannot keep (the top-up of a number closed meanwhile) goes back with
//    `refund(outTradeNo, amountFen)`: one refund per order, so asking again answers the same
//    refund. Record the order as refunding first and as refunded only once the answer is SUCCESS;
//    retry a refund that failed or is still PROCESSING later (a repeated notification, a query).
//
// The sandbox implementation (sandbox-wechat-pay.ts) keeps its orders in
// sandbox_wechat_pay_orders and serves the cashier at /sandbox/pay (sandbox-cashier.routes.ts).

import type { TradeBillFile } from './trade-bill.ts';

/** NOTPAY until the payer acts; SUCCESS or PAYERROR afterwards; CLOSED when withdrawn. */
export type PaymentState = 'NOTPAY' | 'SUCCESS' | 'PAYERROR' | 'CLOSED';

export interface CreatePaymentOrder {
  /** The merchant's order number: unique across all features, at most 32 characters [A-Za-z0-9_-]. */
  outTradeNo: string;
  amountFen: number;
  /** Shown to the payer at the cashier. */
  description: string;
  /** Name of the registered notification handler that settles this order. */
  notifyHandler: string;
  /** Path of this app where the browser returns after the cashier. */
  returnUrl: string;
}

export interface PaymentOrder {
  outTradeNo: string;
  amountFen: number;
  description: string;
  notifyHandler: string;
  state: PaymentState;
  transactionId: string | null;
  paidAt: Date | null;
}

/** What a verified notification tells: the payment of one order and its outcome. */
export interface PaymentNotification {
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  state: 'SUCCESS' | 'PAYERROR';
  /** ISO time of the payer's action. */
  paidAt: string;
  notifyHandler: string;
}

/** The signature headers of a notification (notification-signature.ts reads, checks and writes them). */
export interface NotificationHeaders {
  signature: string;
  /** Serial number of the platform key that signed. */
  serial: string;
  /** Unix seconds when it was signed. */
  timestamp: string;
  nonce: string;
}

export type NotificationCheck =
  { isGenuine: true; payment: PaymentNotification } | { isGenuine: false; reason: 'malformed' | 'unknown serial' | 'stale timestamp' | 'bad signature' };

/** A refund as WeChat Pay knows it: PROCESSING until the money is back with the payer. */
export interface PaymentRefund {
  outTradeNo: string;
  refundId: string;
  amountFen: number;
  state: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
  succeededAt: Date | null;
}

export interface WechatPay {
  /** Registers the order with WeChat Pay and answers where to send the payer. Same order again: same URL. */
  createOrder(order: CreatePaymentOrder): Promise<{ cashierUrl: string }>;
  /** The order as WeChat Pay knows it, or null when it never was created there. */
  queryOrder(outTradeNo: string): Promise<PaymentOrder | null>;
  /**
   * Withdraws an unpaid order: the cashier refuses it from then on. Answers the order as it stands
   * afterwards (CLOSED, or the payer's outcome when they were first), null when never created.
   */
  closeOrder(outTradeNo: string): Promise<PaymentOrder | null>;
  /**
   * Gives (part of) a paid order's money back to the payer. Idempotent by the out-trade-no: one
   * refund per order, and asking again answers that refund as it stands. Throws when WeChat Pay
   * refuses (unknown or unpaid order, more than was paid, another amount than the order's refund)
   * or does not answer.
   */
  refund(outTradeNo: string, amountFen: number): Promise<PaymentRefund>;
  /**
   * The trade bill (交易账单, ALL) of a China day YYYY-MM-DD with its SHA-1 checked (trade-bill.ts;
   * the real one: wechatpay-trade-bill.ts). Throws TradeBillUnavailableError before it is ready
   * (after 10:00 China time the next day) or when refused.
   */
  downloadTradeBill(billDate: string): Promise<TradeBillFile>;
  /** Reads a notification: genuine (known key serial, fresh timestamp, right signature) or why not. */
  verifyNotification(body: unknown, headers: NotificationHeaders, now: Date): NotificationCheck;
}

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
