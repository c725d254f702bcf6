import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/connection.ts';
import { sandboxWechatPayOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { toHeaderRecord } from './notification-signature.ts';
import { notifyPathOf } from './payment-notify.ts';
import type { SandboxPaymentOutcome, SandboxWechatPay } from './sandbox-wechat-pay.ts';

export type SandboxPaymentOrder = typeof sandboxWechatPayOrders.$inferSelect;
export type SandboxPaymentResult = 'SUCCESS' | 'PAYERROR';

/** Pays or fails a sandbox order; the order as it stands afterwards, or null when unknown. */
export type SandboxPaymentDecider = (ref: string, result: SandboxPaymentResult) => Promise<SandboxPaymentOrder | null>;

/**
 * The payer's choice as the sandbox records it: an unpaid order paid or failed at `decidedAt` under
 * a new transaction id. The decided order, or null when it is unknown or decided already.
 */
export async function decideSandboxOrder(db: Executor, ref: string, result: SandboxPaymentResult, decidedAt: Date): Promise<SandboxPaymentOrder | null> {
  const updated = await db
    .update(sandboxWechatPayOrders)
    .set({
      state: result,
      decidedAt,
      transactionId: `WX${createRandomToken()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 28)}`,
    })
    .where(and(eq(sandboxWechatPayOrders.providerRef, ref), eq(sandboxWechatPayOrders.state, 'NOTPAY')))
    .returning();
  return updated[0] ?? null;
}

/**
 * What the payer's choice at the sandbox cashier does (the cashier page and the console both use
 * it): an unpaid order is decided once, and the signed notification is delivered through HTTP to
 * the server, as WeChat Pay does. A decided order stays as it is.
 */
export function createSandboxPaymentDecider(app: FastifyInstance, deps: AppDeps, wechatPay: SandboxWechatPay): SandboxPaymentDecider {
  const sendNotification = async (notifyHandler: string, outcome: SandboxPaymentOutcome) => {
    const { rawBody, headers } = await wechatPay.notificationOf(outcome, { now: deps.now() });
    const response = await app.inject({
      method: 'POST',
      url: notifyPathOf(notifyHandler),
      headers: { ...toHeaderRecord(headers), 'content-type': 'application/json' },
      payload: rawBody,
    });
    if (response.statusCode !== 200) {
      app.log.warn({ status: response.statusCode, outTradeNo: outcome.outTradeNo }, 'payment notification not accepted');
    }
  };

  return async (ref, result) => {
    const decidedAt = deps.now();
    const decided = await decideSandboxOrder(deps.db, ref, result, decidedAt);
    if (!decided) {
      const rows = await deps.db.select().from(sandboxWechatPayOrders).where(eq(sandboxWechatPayOrders.providerRef, ref));
      return rows[0] ?? null;
    }
    if (decided.transactionId && (decided.state === 'SUCCESS' || decided.state === 'PAYERROR')) {
      await sendNotification(decided.notifyHandler, {
        outTradeNo: decided.outTradeNo,
        transactionId: decided.transactionId,
        amountFen: decided.amountFen,
        state: decided.state,
        paidAt: decidedAt,
      });
    }
    return decided;
  };
}
