import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import type { NotificationCheck, NotificationEvent, NotificationHeaders, NotificationRefusal, PaymentNotification, RefundNotification } from './wechat-pay.ts';

// WeChat Pay API v3 notifications (支付通知 / 退款结果通知), checked by our own code: the RSA-SHA256
// signature over `timestamp\nnonce\nbody\n` with the key of the sender's serial, a timestamp within
// five minutes, then the resource decrypted with AEAD_AES_256_GCM under the APIv3 key. The sandbox
// writes its notifications with the same format (signNotification / encryptResource below).

/** The headers of a notification, as WeChat Pay (API v3) sends them (lower case, as Node reads them). */
export const PaymentNotifyHeader = {
  SIGNATURE: 'wechatpay-signature',
  SERIAL: 'wechatpay-serial',
  TIMESTAMP: 'wechatpay-timestamp',
  NONCE: 'wechatpay-nonce',
} as const;

/** A notification older or newer than this (seconds, by its timestamp) is refused as a replay. */
export const NOTIFICATION_MAX_SKEW_SECONDS = 300;

/** The merchant a notification must be about: ours (WECHATPAY_MCH_ID, WECHAT_APP_ID). */
export interface NotificationMerchant {
  mchId: string;
  appId: string;
}

/** The keys a notification is checked with: WeChat Pay's public key(s) by serial, and the APIv3 key. */
export interface NotificationKeys {
  verifiers: ReadonlyMap<string, KeyObject>;
  /** The APIv3 key: exactly 32 bytes, the AES-256-GCM key of every resource. */
  apiV3Key: string;
  merchant: NotificationMerchant;
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

/** The headers as a record to send (the sandbox cashier and tests). */
export function toHeaderRecord(headers: NotificationHeaders): Record<string, string> {
  return {
    [PaymentNotifyHeader.SIGNATURE]: headers.signature,
    [PaymentNotifyHeader.SERIAL]: headers.serial,
    [PaymentNotifyHeader.TIMESTAMP]: headers.timestamp,
    [PaymentNotifyHeader.NONCE]: headers.nonce,
  };
}

const signedMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** Signs a body as WeChat Pay does (the sandbox's notifications). */
export function signNotificationBody(body: string, signer: { serial: string; privateKey: KeyObject }, now: Date): NotificationHeaders {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(signedMessage(timestamp, nonce, body))
    .sign(signer.privateKey, 'base64');
  return { signature, serial: signer.serial, timestamp, nonce };
}

/** Encrypts a resource as WeChat Pay does: AEAD_AES_256_GCM, a 12-character nonce, the 16-byte tag after the ciphertext. */
export function encryptResource(apiV3Key: string, plaintext: string, originalType: string) {
  const nonce = randomBytes(6).toString('hex');
  const associatedData = originalType;
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, original_type: originalType, nonce };
}

/** A whole notification body: the envelope WeChat Pay sends around an encrypted resource. */
export function notificationBodyOf(apiV3Key: string, eventType: string, summary: string, originalType: string, resource: unknown, now: Date): string {
  return JSON.stringify({
    id: randomUUID(),
    create_time: now.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary,
    resource: encryptResource(apiV3Key, JSON.stringify(resource), originalType),
  });
}

function decryptResource(apiV3Key: string, resource: Record<string, unknown>): unknown {
  const { algorithm, ciphertext, nonce } = resource;
  const associatedData = typeof resource.associated_data === 'string' ? resource.associated_data : '';
  if (algorithm !== 'AEAD_AES_256_GCM' || typeof ciphertext !== 'string' || typeof nonce !== 'string') {
    return null;
  }
  try {
    const sealed = Buffer.from(ciphertext, 'base64');
    if (sealed.length <= 16) {
      return null;
    }
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
    return JSON.parse(plaintext) as unknown;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, maxLength = 64): value is string => typeof value === 'string' && value.length > 0 && value.length <= maxLength;
const isFen = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function paymentOf(transaction: Record<string, unknown>, notifyHandler: string): PaymentNotification | null {
  const amount = isObject(transaction.amount) ? transaction.amount : {};
  const state = transaction.trade_state;
  if (!isText(transaction.out_trade_no) || !isText(transaction.transaction_id) || !isFen(amount.total) || (state !== 'SUCCESS' && state !== 'PAYERROR')) {
    return null;
  }
  const paidAt = isText(transaction.success_time, 40) && !Number.isNaN(Date.parse(transaction.success_time)) ? transaction.success_time : null;
  if (state === 'SUCCESS' && !paidAt) {
    return null;
  }
  return {
    outTradeNo: transaction.out_trade_no,
    transactionId: transaction.transaction_id,
    amountFen: amount.total,
    state,
    paidAt: new Date(paidAt ?? Date.now()).toISOString(),
    notifyHandler,
  };
}

function refundOf(refund: Record<string, unknown>, notifyHandler: string): RefundNotification | null {
  const amount = isObject(refund.amount) ? refund.amount : {};
  const state = refund.refund_status;
  if (
    !isText(refund.out_trade_no) ||
    !isText(refund.out_refund_no) ||
    !isText(refund.refund_id) ||
    !isFen(amount.refund) ||
    (state !== 'SUCCESS' && state !== 'ABNORMAL' && state !== 'CLOSED')
  ) {
    return null;
  }
  const succeededAt = isText(refund.success_time, 40) && !Number.isNaN(Date.parse(refund.success_time)) ? new Date(refund.success_time) : null;
  return {
    outTradeNo: refund.out_trade_no,
    outRefundNo: refund.out_refund_no,
    refundId: refund.refund_id,
    amountFen: amount.refund,
    state,
    succeededAt,
    notifyHandler,
  };
}

/**
 * Whether the resource names our merchant: a payment its mchid and appid, a refund its mchid (WeChat
 * Pay's refund resource has no appid). A payment of another merchant or app credits nothing here.
 */
function isOurMerchant(eventType: string, resource: Record<string, unknown>, merchant: NotificationMerchant): boolean {
  if (resource.mchid !== merchant.mchId) {
    return false;
  }
  return !eventType.startsWith('TRANSACTION.') || resource.appid === merchant.appId;
}

/** The event of a decrypted resource: a payment (TRANSACTION.*) or a refund (REFUND.*), or null when malformed. */
function eventOf(eventType: string, resource: unknown, notifyHandler: string): NotificationEvent | null {
  if (!isObject(resource)) {
    return null;
  }
  if (eventType.startsWith('TRANSACTION.')) {
    const payment = paymentOf(resource, notifyHandler);
    return payment ? { kind: 'payment', payment } : null;
  }
  if (eventType.startsWith('REFUND.')) {
    const refund = refundOf(resource, notifyHandler);
    return refund ? { kind: 'refund', refund } : null;
  }
  return null;
}

/** A genuine notification opened: its event type and decrypted resource (not yet read as any event). */
export type OpenedNotification = { isGenuine: true; eventType: string; resource: Record<string, unknown> } | { isGenuine: false; reason: NotificationRefusal };

/**
 * Opens a notification of any event (payments, refunds, the entrusted debit's contract changes):
 * genuine (known serial, fresh timestamp, RSA signature over the raw body) and decryptable, or why
 * not. Nothing of the body is trusted before the signature is checked.
 */
export function openNotification(keys: Omit<NotificationKeys, 'merchant'>, rawBody: string, headers: NotificationHeaders, now: Date): OpenedNotification {
  if (!headers.signature || !/^\d{1,12}$/.test(headers.timestamp) || !/^[\w-]{1,64}$/.test(headers.nonce) || !headers.serial) {
    return { isGenuine: false, reason: 'malformed' };
  }
  const publicKey = keys.verifiers.get(headers.serial);
  if (!publicKey) {
    return { isGenuine: false, reason: 'unknown serial' };
  }
  if (Math.abs(now.getTime() / 1000 - Number(headers.timestamp)) > NOTIFICATION_MAX_SKEW_SECONDS) {
    return { isGenuine: false, reason: 'stale timestamp' };
  }
  const isSigned = createVerify('RSA-SHA256')
    .update(signedMessage(headers.timestamp, headers.nonce, rawBody))
    .verify(publicKey, headers.signature, 'base64');
  if (!isSigned) {
    return { isGenuine: false, reason: 'bad signature' };
  }
  let envelope: unknown;
  try {
    envelope = JSON.parse(rawBody);
  } catch {
    return { isGenuine: false, reason: 'malformed' };
  }
  if (!isObject(envelope) || !isText(envelope.event_type) || !isObject(envelope.resource)) {
    return { isGenuine: false, reason: 'malformed' };
  }
  const resource = decryptResource(keys.apiV3Key, envelope.resource);
  if (resource === null) {
    return { isGenuine: false, reason: 'undecryptable resource' };
  }
  if (!isObject(resource)) {
    return { isGenuine: false, reason: 'unknown event' };
  }
  return { isGenuine: true, eventType: envelope.event_type, resource };
}

/** Reads a payment or refund notification: genuine and decryptable (openNotification), about our merchant, or why not. */
export function verifyNotification(keys: NotificationKeys, rawBody: string, headers: NotificationHeaders, notifyHandler: string, now: Date): NotificationCheck {
  const opened = openNotification(keys, rawBody, headers, now);
  if (!opened.isGenuine) {
    return opened;
  }
  const event = eventOf(opened.eventType, opened.resource, notifyHandler);
  if (!event) {
    return { isGenuine: false, reason: 'unknown event' };
  }
  return isOurMerchant(opened.eventType, opened.resource, keys.merchant) ? { isGenuine: true, event } : { isGenuine: false, reason: 'another merchant' };
}
