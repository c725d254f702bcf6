import { createHash, createHmac, randomBytes } from 'node:crypto';
import { areEqualSecrets } from '../../platform/secrets.ts';
import type { NotificationCheck, NotificationHeaders, PaymentNotification } from './wechat-pay.ts';

/** The headers of a notification, as WeChat Pay (API v3) sends them. */
export const PaymentNotifyHeader = {
  SIGNATURE: 'wechatpay-signature',
  SERIAL: 'wechatpay-serial',
  TIMESTAMP: 'wechatpay-timestamp',
  NONCE: 'wechatpay-nonce',
} as const;

/** A notification older or newer than this (seconds, by its timestamp) is refused as a replay. */
export const NOTIFICATION_MAX_SKEW_SECONDS = 300;

/** The serial number under which a key is known (the sandbox derives it from the key). */
export function keySerialOf(apiKey: string): string {
  return createHash('sha256').update(`wechat-pay-serial:${apiKey}`).digest('hex').slice(0, 40).toUpperCase();
}

/** The signed text: every field in a fixed order, so the JSON key order does not matter. */
function canonicalText(notification: PaymentNotification, timestamp: string, nonce: string): string {
  return [
    timestamp,
    nonce,
    notification.outTradeNo,
    notification.transactionId,
    String(notification.amountFen),
    notification.state,
    notification.paidAt,
    notification.notifyHandler,
  ].join('\n');
}

function signatureOf(apiKey: string, notification: PaymentNotification, timestamp: string, nonce: string): string {
  return createHmac('sha256', apiKey)
    .update(canonicalText(notification, timestamp, nonce))
    .digest('hex');
}

/** Signs a notification as WeChat Pay does: key serial, timestamp, nonce and signature headers. */
export function signPaymentNotification(apiKey: string, notification: PaymentNotification, now: Date): NotificationHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return { signature: signatureOf(apiKey, notification, timestamp, nonce), serial: keySerialOf(apiKey), timestamp, nonce };
}

/** The four headers of a request, as plain strings (empty when missing). */
export function readNotificationHeaders(headers: Record<string, string | string[] | undefined>): NotificationHeaders {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    signature: read(PaymentNotifyHeader.SIGNATURE),
    serial: read(PaymentNotifyHeader.SERIAL),
    timestamp: read(PaymentNotifyHeader.TIMESTAMP),
    nonce: read(PaymentNotifyHeader.NONCE),
  };
}

/** Sends the headers of a signed notification (for the sandbox cashier and tests). */
export function toHeaderRecord(headers: NotificationHeaders): Record<string, string> {
  return {
    [PaymentNotifyHeader.SIGNATURE]: headers.signature,
    [PaymentNotifyHeader.SERIAL]: headers.serial,
    [PaymentNotifyHeader.TIMESTAMP]: headers.timestamp,
    [PaymentNotifyHeader.NONCE]: headers.nonce,
  };
}
/** Reads a notification body into its fields, or null when a field is missing or of the wrong kind. */
export function readPaymentNotification(body: unknown): PaymentNotification | null {
  if (!body || typeof body !== 'object') {
    return null;
  }
  const fields = body as Record<string, unknown>;
  const isText = (value: unknown, maxLength: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= maxLength;
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

/**
 * Accepts a notification only when signed by this key (known serial), recently (timestamp
 * within five minutes of now) and with an untouched body.
 */
export function verifyPaymentNotification(apiKey: string, body: unknown, headers: NotificationHeaders, now: Date): NotificationCheck {
  const notification = readPaymentNotification(body);
  if (!notification || !/^[0-9a-f]{64}$/.test(headers.signature) || !/^\d{1,12}$/.test(headers.timestamp) || !/^[\w-]{1,64}$/.test(headers.nonce)) {
    return { isGenuine: false, reason: 'malformed' };
  }
  if (!areEqualSecrets(headers.serial, keySerialOf(apiKey))) {
    return { isGenuine: false, reason: 'unknown serial' };
  }
  if (Math.abs(now.getTime() / 1000 - Number(headers.timestamp)) > NOTIFICATION_MAX_SKEW_SECONDS) {
    return { isGenuine: false, reason: 'stale timestamp' };
  }
  const expected = signatureOf(apiKey, notification, headers.timestamp, headers.nonce);
  return areEqualSecrets(expected, headers.signature) ? { isGenuine: true, payment: notification } : { isGenuine: false, reason: 'bad signature' };
}
