import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxWechatPayOrders, sandboxWechatPayRefunds } from '../../db/schema.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { printSandboxTradeBill } from './sandbox-trade-bill.ts';
import { signPaymentNotification, verifyPaymentNotification } from './notification-signature.ts';
import type { NotificationHeaders, PaymentNotification, PaymentOrder, PaymentRefund, WechatPay } from './wechat-pay.ts';

/** The sandbox also signs, as WeChat Pay does, for its cashier page and for tests. */
export interface SandboxWechatPay extends WechatPay {
  /** The headers WeChat Pay would send with this notification at `now` (default: the real time). */
  signNotification(payment: PaymentNotification, now?: Date): NotificationHeaders;
}

/** The sandbox order of an out-trade-no, with the reference its cashier page is opened by. */
export async function findSandboxPaymentOrder(db: Db, outTradeNo: string) {
  const rows = await db.select().from(sandboxWechatPayOrders).where(eq(sandboxWechatPayOrders.outTradeNo, outTradeNo));
  return rows[0] ?? null;
}

async function readPaymentOrder(db: Db, outTradeNo: string): Promise<PaymentOrder | null> {
  const stored = await findSandboxPaymentOrder(db, outTradeNo);
  if (!stored) {
    return null;
  }
  return {
    outTradeNo: stored.outTradeNo,
    amountFen: stored.amountFen,
    description: stored.description,
    notifyHandler: stored.notifyHandler,
    state: stored.state,
    transactionId: stored.transactionId,
    paidAt: stored.state === 'SUCCESS' ? stored.decidedAt : null,
  };
}

/** Stands in for WeChat Pay: orders in our database, a cashier page at /sandbox/pay. */
export function createSandboxWechatPay(db: Db, apiKey: string): SandboxWechatPay {
  return {
    createOrder: async (order) => {
      if (!/^[\w-]{1,32}$/.test(order.outTradeNo) || !Number.isSafeInteger(order.amountFen) || order.amountFen <= 0) {
        throw new Error('invalid payment order');
      }
      await db
        .insert(sandboxWechatPayOrders)
        .values({
          providerRef: createRandomToken(),
          outTradeNo: order.outTradeNo,
          amountFen: order.amountFen,
          description: order.description.slice(0, 128),
          notifyHandler: order.notifyHandler,
          returnUrl: order.returnUrl,
        })
        .onConflictDoNothing({ target: sandboxWechatPayOrders.outTradeNo });
      const stored = await findSandboxPaymentOrder(db, order.outTradeNo);
      if (!stored || stored.amountFen !== order.amountFen || stored.notifyHandler !== order.notifyHandler) {
        // WeChat Pay refuses a known out-trade-no with other details (ORDERNO_USED).
        throw new Error('out-trade-no already used for another payment');
      }
      return { cashierUrl: `/sandbox/pay?ref=${encodeURIComponent(stored.providerRef)}` };
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
      // The sandbox refunds at once; the out-trade-no's one refund row makes a repeat answer the same.
      const now = new Date();
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
      const stored = rows[0];
      if (!stored || stored.amountFen !== amountFen) {
        throw new Error('refund refused: this order was refunded with another amount');
      }
      return { outTradeNo, refundId: stored.refundId, amountFen: stored.amountFen, state: stored.state, succeededAt: stored.succeededAt };
    },
    verifyNotification: (body, headers, now) => verifyPaymentNotification(apiKey, body, headers, now),
    downloadTradeBill: (billDate) => printSandboxTradeBill(db, billDate),
    signNotification: (payment, now = new Date()) => signPaymentNotification(apiKey, payment, now),
  };
}
