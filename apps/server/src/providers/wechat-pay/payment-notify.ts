import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { readNotificationHeaders } from './notification-signature.ts';
import { PaymentRejectedError, PaymentRetryLaterError, type PaymentNotification, type RefundNotification } from './wechat-pay.ts';

/**
 * Where WeChat Pay sends notifications (server to server, not a contract operation). The handler's
 * name is the last path segment: WeChat Pay refuses a notify_url with a query string.
 */
export const PAYMENT_NOTIFY_PATH = '/api/wechat-pay/notify';

/** A handler name: letters and digits, so it is a path segment as it stands. */
export const NOTIFY_HANDLER_PATTERN = /^[A-Za-z0-9]{1,40}$/;

/** The path of one handler's notifications (payments and refunds alike). */
export function notifyPathOf(notifyHandler: string): string {
  if (!NOTIFY_HANDLER_PATTERN.test(notifyHandler)) {
    throw new Error(`notify handler name must be [A-Za-z0-9]{1,40}: ${notifyHandler}`);
  }
  return `${PAYMENT_NOTIFY_PATH}/${notifyHandler}`;
}

/** A notification body is a small JSON envelope; anything larger is not WeChat Pay's. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Settles what one feature's notifications say. Both must check the amount against the order and
 * be idempotent: the same notification can come many times, also at once.
 */
export interface PaymentNotificationHandler {
  /** TRANSACTION.SUCCESS (and the sandbox's PAYERROR): the order was paid (or failed). */
  payment(payment: PaymentNotification): Promise<void>;
  /** REFUND.SUCCESS / ABNORMAL / CLOSED: a refund of one of the feature's orders ended. */
  refund?(refund: RefundNotification): Promise<void>;
}

/** Handlers by the name given as `notifyHandler` when the order was created. */
export type PaymentNotificationHandlers = Record<string, PaymentNotificationHandler>;

const fail = (message: string) => ({ code: 'FAIL', message });

/**
 * Receives WeChat Pay's notifications, in a scope of their own that keeps the body as sent (the
 * signature covers the raw bytes): a genuine signature and resource, a known handler, then the
 * handler settles. Anything but 2xx makes WeChat Pay send the notification again later.
 */
export function registerPaymentNotifyRoute(app: FastifyInstance, deps: AppDeps, handlers: PaymentNotificationHandlers): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { handler: string } }>(`${PAYMENT_NOTIFY_PATH}/:handler`, async (request, reply) => {
      const name = request.params.handler;
      const handler = NOTIFY_HANDLER_PATTERN.test(name) && Object.hasOwn(handlers, name) ? handlers[name] : undefined;
      if (!handler) {
        request.log.warn({ notifyHandler: name.slice(0, 40) }, 'payment notification for an unknown handler');
        return reply.code(404).send(fail('未知的通知地址'));
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const check = await deps.providers.wechatPay.readNotification(rawBody, readNotificationHeaders(request.headers), name, deps.now());
      if (!check.isGenuine) {
        // WeChat Pay sends a badly signed notification on purpose to test this refusal.
        request.log.warn({ reason: check.reason, notifyHandler: name }, 'payment notification refused');
        return reply.code(401).send(fail(check.reason === 'bad signature' || check.reason === 'unknown serial' ? '签名错误' : '通知无效'));
      }
      const { event } = check;
      const outTradeNo = event.kind === 'payment' ? event.payment.outTradeNo : event.refund.outTradeNo;
      try {
        if (event.kind === 'payment') {
          await handler.payment(event.payment);
        } else if (handler.refund) {
          await handler.refund(event.refund);
        } else {
          throw new PaymentRejectedError('this handler takes no refund notifications');
        }
      } catch (error) {
        if (error instanceof PaymentRejectedError) {
          request.log.warn({ outTradeNo, kind: event.kind, reason: error.message }, 'payment notification does not match an order');
          return reply.code(400).send(fail('订单不存在或金额不符'));
        }
        if (error instanceof PaymentRetryLaterError) {
          request.log.warn({ outTradeNo, kind: event.kind, reason: error.message }, 'payment notification to be sent again');
          return reply.code(500).send(fail('处理中，请稍后重试'));
        }
        throw error;
      }
      return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
    });
  });
}
