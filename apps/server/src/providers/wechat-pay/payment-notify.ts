import type { FastifyInstance } from 'fastify';
import { PaymentRejectedError, PaymentRetryLaterError, type PaymentNotification } from './wechat-pay.ts';
import { readNotificationHeaders } from './notification-signature.ts';
import type { AppDeps } from '../../deps.ts';

/** Where WeChat Pay sends payment notifications (server to server, not a contract operation). */
export const PAYMENT_NOTIFY_PATH = '/api/wechat-pay/notify';

/**
 * Settles one order from a verified payment. Must check the amount against the order and be
 * idempotent: the same notification can come many times, also at once.
 */
export type PaymentNotificationHandler = (payment: PaymentNotification) => Promise<void>;

/** Handlers by the name given as `notifyHandler` when the order was created. */
export type PaymentNotificationHandlers = Record<string, PaymentNotificationHandler>;

/**
 * Receives WeChat Pay's notifications: a genuine signature, a known handler, then the handler
 * settles. Anything but SUCCESS in the reply makes WeChat Pay send the notification again later.
 */
export function registerPaymentNotifyRoute(app: FastifyInstance, deps: AppDeps, handlers: PaymentNotificationHandlers): void {
  app.post(PAYMENT_NOTIFY_PATH, async (request, reply) => {
    const check = deps.providers.wechatPay.verifyNotification(request.body, readNotificationHeaders(request.headers), deps.now());
    if (!check.isGenuine) {
      request.log.warn({ reason: check.reason }, 'payment notification refused');
      return reply.code(401).send({ code: 'FAIL', message: '签名错误' });
    }
    const payment = check.payment;
    const handler = Object.hasOwn(handlers, payment.notifyHandler) ? handlers[payment.notifyHandler] : undefined;
    if (!handler) {
      request.log.error({ notifyHandler: payment.notifyHandler }, 'payment notification for an unknown handler');
      return reply.code(400).send({ code: 'FAIL', message: '未知的通知处理方' });
    }
    try {
      await handler(payment);
    } catch (error) {
      if (error instanceof PaymentRejectedError) {
        request.log.warn({ outTradeNo: payment.outTradeNo, reason: error.message }, 'payment notification does not match an order');
        return reply.code(400).send({ code: 'FAIL', message: '订单不存在或金额不符' });
      }
      if (error instanceof PaymentRetryLaterError) {
        request.log.warn({ outTradeNo: payment.outTradeNo, reason: error.message }, 'payment notification to be sent again');
        return reply.code(500).send({ code: 'FAIL', message: '处理中，请稍后重试' });
      }
      throw error;
    }
    return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
  });
}
