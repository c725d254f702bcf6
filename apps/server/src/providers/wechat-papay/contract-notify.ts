import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { readNotificationHeaders } from '../wechat-pay/notification-signature.ts';
import { NOTIFY_HANDLER_PATTERN } from '../wechat-pay/payment-notify.ts';
import { PaymentRejectedError } from '../wechat-pay/wechat-pay.ts';
import type { ContractNotification } from './entrusted-debit.ts';

/**
 * Where WeChat Pay sends the entrusted debit's contract notifications (ENTRUST.SIGN and
 * ENTRUST.TERMINATE; server to server, not a contract operation); the handler's name is the last
 * path segment. A debit's own outcome goes to the payment notify route like any payment's.
 */
export const CONTRACT_NOTIFY_PATH = '/api/wechat-pay/contract-notify';

export function contractNotifyPathOf(notifyHandler: string): string {
  if (!NOTIFY_HANDLER_PATTERN.test(notifyHandler)) {
    throw new Error(`notify handler name must be [A-Za-z0-9]{1,40}: ${notifyHandler}`);
  }
  return `${CONTRACT_NOTIFY_PATH}/${notifyHandler}`;
}

/** Settles a contract's change; idempotent (notifications repeat, also at once). Throws PaymentRejectedError for a contract not ours. */
export type ContractNotificationHandler = (contract: ContractNotification) => Promise<void>;

const NOTIFY_BODY_LIMIT = 64 * 1024;
const fail = (message: string) => ({ code: 'FAIL', message });

/**
 * Receives contract notifications in a scope that keeps the raw body (the signature covers it):
 * a genuine signature and resource of our merchant, a known handler, then the handler settles.
 */
export function registerContractNotifyRoute(app: FastifyInstance, deps: AppDeps, handlers: Record<string, ContractNotificationHandler>): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { handler: string } }>(`${CONTRACT_NOTIFY_PATH}/:handler`, async (request, reply) => {
      const name = request.params.handler;
      const handler = NOTIFY_HANDLER_PATTERN.test(name) && Object.hasOwn(handlers, name) ? handlers[name] : undefined;
      if (!handler) {
        return reply.code(404).send(fail('未知的通知地址'));
      }
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const check = await deps.providers.entrustedDebit.readContractNotification(rawBody, readNotificationHeaders(request.headers), deps.now());
      if (!check.isGenuine) {
        request.log.warn({ reason: check.reason, notifyHandler: name }, 'contract notification refused');
        return reply.code(401).send(fail(check.reason === 'bad signature' || check.reason === 'unknown serial' ? '签名错误' : '通知无效'));
      }
      try {
        await handler(check.contract);
      } catch (error) {
        if (error instanceof PaymentRejectedError) {
          request.log.warn({ outContractCode: check.contract.outContractCode, reason: error.message }, 'contract notification does not match a contract');
          return reply.code(400).send(fail('签约协议不存在'));
        }
        throw error;
      }
      return reply.code(200).send({ code: 'SUCCESS', message: '成功' });
    });
  });
}
