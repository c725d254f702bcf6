import { toHeaderRecord } from './notification-signature.ts';
import { notifyPathOf } from './payment-notify.ts';
import type { SandboxWechatPay } from './sandbox-wechat-pay.ts';
import type { PaymentNotification } from './wechat-pay.ts';

/**
 * The request WeChat Pay would make to tell this payment (the sandbox's keys): for `app.inject` in
 * tests, and for the fault harness over HTTP. `hasBadSignature` signs another body.
 */
export async function sandboxNotifyRequest(
  sandbox: SandboxWechatPay | null,
  payment: PaymentNotification,
  options: { now?: Date; hasBadSignature?: boolean } = {},
): Promise<{ method: 'POST'; url: string; headers: Record<string, string>; payload: string }> {
  if (!sandbox) {
    throw new Error('the sandbox WeChat Pay is not in use');
  }
  const { rawBody, headers } = await sandbox.notificationOf({ ...payment, paidAt: new Date(payment.paidAt) }, options);
  return {
    method: 'POST',
    url: notifyPathOf(payment.notifyHandler),
    headers: { ...toHeaderRecord(headers), 'content-type': 'application/json' },
    payload: rawBody,
  };
}
