import { createHmac } from 'node:crypto';
import { areEqualSecrets } from '../../platform/secrets.ts';
import type { PaymentNotification } from './wechat-pay.ts';

/** The header that carries a notification's signature. */
export const PAYMENT_SIGNATURE_HEADER = 'wechatpay-signature';

/** The signed text: every field in a fixed order, so the JSON key order does not matter. */
function canonicalText(notification: PaymentNotification): string {
  return [
    notification.outTradeNo,
    notification.transactionId,
    String(notification.amountFen),
    notification.state,
    notification.paidAt,
    notification.notifyHandler,
  ].join('\n');
}

export function signPaymentNotification(apiKey: string, notification: PaymentNotification): string {
  return createHmac('sha256', apiKey).update(canonicalText(notification)).digest('hex');
}

/** Reads a notification body into its fields, or null when a field is missing or of the wrong kind. */
export function readPaymentNotification(body: unknown): PaymentNotification | null {
  if (!body || typeof body !== 'object') {
    return null;
  }
  const fields = body as Record<string, unknown>;
  const isText = (value: unknown, maxLength: number): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= maxLength;
  if (
    !isText(fields.outTradeNo, 64) ||
    !isText(fields.transactionId, 64) ||
    !isText(fields.paidAt, 40) ||
    !isText(fields.notifyHandler, 40) ||
    (fields.state !== 'SUCCESS' && fields.state !== 'PAYERROR') ||
    typeof fields.amountFen !== 'number' ||
    !Number.isSafeInteger(fields.amountFen) ||
    fields.amountFen <= 0
  ) {
    return null;
  }
  return {
    outTradeNo: fields.outTradeNo,
    transactionId: fields.transactionId,
    amountFen: fields.amountFen,
    state: fields.state,
    paidAt: fields.paidAt,
    notifyHandler: fields.notifyHandler,
  };
}

/** The notification when its signature was made with this key, else null. */
export function verifyPaymentNotification(apiKey: string, body: unknown, signature: string): PaymentNotification | null {
  const notification = readPaymentNotification(body);
  if (!notification || !/^[0-9a-f]{64}$/.test(signature)) {
    return null;
  }
  return areEqualSecrets(signPaymentNotification(apiKey, notification), signature) ? notification : null;
}
