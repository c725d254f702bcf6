import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { sandboxWechatPayOrders, sandboxWechatPayRefunds } from '../../db/schema.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { printSandboxTradeBill } from './sandbox-trade-bill.ts';
import { notificationBodyOf, signNotificationBody, verifyNotification } from './notification-signature.ts';
import { cachedSandboxPayKeys } from './sandbox-pay-keys.ts';
import { WechatPayRefusal, type CreatePaymentOrder, type NotificationHeaders, type PaymentOrder, type PaymentRefund, type WechatPay } from './wechat-pay.ts';

/** A payment's outcome as the sandbox notifies it (the resource of TRANSACTION.*). */
export interface SandboxPaymentOutcome {
  outTradeNo: string;
  transactionId: string;
  amountFen: number;
  state: 'SUCCESS' | 'PAYERROR';
  paidAt: Date;
}

/** A notification as WeChat Pay would POST it: the raw body and its signature headers. */
export interface SignedNotification {
  rawBody: string;
  headers: NotificationHeaders;
}

/** The sandbox also writes notifications, as WeChat Pay does, for its cashier page and for tests. */
export interface SandboxWechatPay extends WechatPay {
  /**
   * The notification WeChat Pay would send of this outcome at `now` (default: the real time):
   * encrypted with the APIv3 key and RSA-signed, or signed over another body when `hasBadSignature`.
   */
  notificationOf(outcome: SandboxPaymentOutcome, options?: { now?: Date; hasBadSignature?: boolean }): Promise<SignedNotification>;
  /** Stores the signing key pair (once the tables exist), so any instance can read it before the first notification. */
  prepareKeys(): Promise<void>;
}

/** The merchant the sandbox's notifications are about, and the only one it accepts them for. */
export const SANDBOX_MERCHANT = { mchId: 'sandbox', appId: 'sandbox' } as const;

/** The transaction resource of an outcome, in WeChat Pay's fields. */
function transactionResourceOf(outcome: SandboxPaymentOutcome) {
  return {
    mchid: SANDBOX_MERCHANT.mchId,
    appid: SANDBOX_MERCHANT.appId,
    out_trade_no: outcome.outTradeNo,
    transaction_id: outcome.transactionId,
    trade_type: 'NATIVE',
    trade_state: outcome.state,
    trade_state_desc: outcome.state === 'SUCCESS' ? '支付成功' : '支付失败',
    success_time: outcome.paidAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    amount: { total: outcome.amountFen, payer_total: outcome.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** The sandbox order of an out-trade-no, with the reference its cashier page is opened by. */
export async function findSandboxPaymentOrder(db: Executor, outTradeNo: string) {
  const rows = await db.select().from(sandboxWechatPayOrders).where(eq(sandboxWechatPayOrders.outTradeNo, outTradeNo));
  return rows[0] ?? null;
}

/** An order as the sandbox stores it when a payment starts (unpaid); the stored order, or the one already there. */
export async function insertSandboxPaymentOrder(
  db: Executor,
  order: Pick<CreatePaymentOrder, 'outTradeNo' | 'amountFen' | 'description' | 'notifyHandler' | 'returnUrl'>,
  createdAt: Date,
) {
  await db
    .insert(sandboxWechatPayOrders)
    .values({
      providerRef: createRandomToken(),
      outTradeNo: order.outTradeNo,
      amountFen: order.amountFen,
      description: order.description.slice(0, 128),
      notifyHandler: order.notifyHandler,
      returnUrl: order.returnUrl,
      createdAt,
    })
    .onConflictDoNothing({ target: sandboxWechatPayOrders.outTradeNo });
  return findSandboxPaymentOrder(db, order.outTradeNo);
}

/**
 * A paid order's refund as the sandbox does it: at once, at `now`. The out-trade-no's one refund
 * row makes a repeat answer the same; the stored refund.
 */
export async function insertSandboxRefund(db: Executor, outTradeNo: string, amountFen: number, now: Date) {
  await db
    .insert(sandboxWechatPayRefunds)
    .values({
      outTradeNo,
      refundId: `RF${createRandomToken()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 28)}`,
      amountFen,
      state: 'SUCCESS',
      createdAt: now,
      succeededAt: now,
    })
    .onConflictDoNothing({ target: sandboxWechatPayRefunds.outTradeNo });
  const rows = await db.select().from(sandboxWechatPayRefunds).where(eq(sandboxWechatPayRefunds.outTradeNo, outTradeNo));
  return rows[0];
}

/** A sandbox order as WeChat Pay's order query answers it; null when it was never created. */
export async function readPaymentOrder(db: Db, outTradeNo: string): Promise<PaymentOrder | null> {
  const stored = await findSandboxPaymentOrder(db, outTradeNo);
  if (!stored) {
    return null;
  }
  return {
    outTradeNo: stored.outTradeNo,
    amountFen: stored.amountFen,
    state: stored.state,
    transactionId: stored.transactionId,
    paidAt: stored.state === 'SUCCESS' ? stored.decidedAt : null,
  };
}

/**
 * Stands in for WeChat Pay: orders in our database, a cashier page at /sandbox/pay for every scene
 * (no JS bridge here), plus the cashier's absolute address as the Native code URL so a phone can
 * scan it. Its notifications are WeChat Pay's v3 format, signed with a key pair kept in the database.
 */
export function createSandboxWechatPay(db: Db, secret: string, publicUrl: string, now: () => Date): SandboxWechatPay {
  const loadKeys = cachedSandboxPayKeys(db, secret);
  return {
    createOrder: async (order) => {
      if (!/^[\w-]{1,32}$/.test(order.outTradeNo) || !Number.isSafeInteger(order.amountFen) || order.amountFen <= 0) {
        throw new Error('invalid payment order');
      }
      const stored = await insertSandboxPaymentOrder(db, order, now());
      if (!stored || stored.amountFen !== order.amountFen || stored.notifyHandler !== order.notifyHandler) {
        // WeChat Pay refuses a known out-trade-no with other details.
        throw new WechatPayRefusal(400, 'ORDERNO_USED', 'out-trade-no already used for another payment');
      }
      const cashierUrl = `/sandbox/pay?ref=${encodeURIComponent(stored.providerRef)}`;
      return order.scene === 'native' ? { cashierUrl, codeUrl: new URL(cashierUrl, publicUrl).toString() } : { cashierUrl };
    },
    queryOrder: (outTradeNo) => readPaymentOrder(db, outTradeNo),
    closeOrder: async (outTradeNo) => {
      // Only an order nobody has paid or failed yet closes; the cashier decides NOTPAY orders only.
      await db
        .update(sandboxWechatPayOrders)
        .set({ state: 'CLOSED' })
        .where(and(eq(sandboxWechatPayOrders.outTradeNo, outTradeNo), eq(sandboxWechatPayOrders.state, 'NOTPAY')));
      return readPaymentOrder(db, outTradeNo);
    },
    refund: async (outTradeNo, amountFen): Promise<PaymentRefund> => {
      const order = await findSandboxPaymentOrder(db, outTradeNo);
      if (!order || order.state !== 'SUCCESS') {
        // WeChat Pay: RESOURCE_NOT_EXISTS / the order was never paid.
        throw new Error('refund refused: the order is unknown or not paid');
      }
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || amountFen > order.amountFen) {
        throw new Error('refund refused: invalid amount');
      }
      const stored = await insertSandboxRefund(db, outTradeNo, amountFen, now());
      if (!stored || stored.amountFen !== amountFen) {
        throw new Error('refund refused: this order was refunded with another amount');
      }
      return { outTradeNo, refundId: stored.refundId, amountFen: stored.amountFen, state: stored.state, succeededAt: stored.succeededAt };
    },
    downloadTradeBill: (billDate) => printSandboxTradeBill(db, billDate),
    prepareKeys: async () => {
      await loadKeys();
    },
    readNotification: async (rawBody, headers, notifyHandler, now) => {
      const { serial, publicKey, apiV3Key } = await loadKeys();
      return verifyNotification({ verifiers: new Map([[serial, publicKey]]), apiV3Key, merchant: SANDBOX_MERCHANT }, rawBody, headers, notifyHandler, now);
    },
    notificationOf: async (outcome, options = {}) => {
      const at = options.now ?? now();
      const { serial, privateKey, apiV3Key } = await loadKeys();
      const eventType = outcome.state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.PAYERROR';
      const summary = outcome.state === 'SUCCESS' ? '支付成功' : '支付失败';
      const rawBody = notificationBodyOf(apiV3Key, eventType, summary, 'transaction', transactionResourceOf(outcome), at);
      const headers = signNotificationBody(options.hasBadSignature ? `${rawBody} ` : rawBody, { serial, privateKey }, at);
      return { rawBody, headers };
    },
  };
}
