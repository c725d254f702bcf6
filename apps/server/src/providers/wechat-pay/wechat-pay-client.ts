import { formatChinaRfc3339 } from '@hall/contract/china-time';
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { AxiosResponse } from 'axios';
import { ServiceUnavailableError } from '../../platform/api-error.ts';
import { verifyNotification } from './notification-signature.ts';
import { notifyPathOf } from './payment-notify.ts';
import { downloadWechatpayTradeBill } from './wechatpay-trade-bill.ts';
import {
  WechatPayRefusal,
  type CreatePaymentOrder,
  type PaymentOrder,
  type PaymentRefund,
  type PaymentStart,
  type PaymentState,
  type WechatPay,
} from './wechat-pay.ts';

// WeChat Pay API v3 on wechatpay-axios-plugin: it signs every request with the merchant's key
// (Authorization: WECHATPAY2-SHA256-RSA2048) and verifies every answer against the map
// {serial → WeChat Pay public key}, so an answer signed by anyone else is refused. Nothing is
// downloaded at run time: the public key (PUB_KEY_ID_…) and any platform certificates come from
// the configuration. Amounts are fen, as the API's are.

export interface WechatPayClientSettings {
  /** WECHATPAY_API_BASE, e.g. https://api.mch.weixin.qq.com */
  baseUrl: string;
  appId: string;
  mchId: string;
  merchantSerial: string;
  merchantPrivateKeyPem: string;
  /** WECHATPAY_PUBLIC_KEY_ID → WECHATPAY_PUBLIC_KEY, plus WECHATPAY_PLATFORM_CERTS (serial → PEM). */
  verifierPems: Record<string, string>;
  apiV3Key: string;
  /** PUBLIC_URL: notify URLs are `${publicUrl}/api/wechat-pay/notify/<handler>`. */
  publicUrl: string;
  timeoutMs: number;
}

/** The answer WeChat Pay gave, after the plugin verified its signature. */
type Answer = AxiosResponse<unknown>;

const NOT_FOUND_CODES = new Set(['ORDER_NOT_EXIST', 'ORDERNOTEXIST', 'RESOURCE_NOT_EXISTS']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function refusalOf(answer: Answer): WechatPayRefusal {
  const body = isObject(answer.data) ? answer.data : {};
  return new WechatPayRefusal(answer.status, textOf(body.code) || 'UNKNOWN', textOf(body.message) || String(answer.statusText ?? ''));
}

function orderOf(outTradeNo: string, body: unknown): PaymentOrder {
  const fields = isObject(body) ? body : {};
  const amount = isObject(fields.amount) ? fields.amount : {};
  const tradeState = textOf(fields.trade_state);
  // REFUND (paid, then refunded) is still a paid order for settlement; USERPAYING and ACCEPT wait.
  const state: PaymentState =
    tradeState === 'SUCCESS' || tradeState === 'REFUND'
      ? 'SUCCESS'
      : tradeState === 'PAYERROR'
        ? 'PAYERROR'
        : tradeState === 'CLOSED' || tradeState === 'REVOKED'
          ? 'CLOSED'
          : 'NOTPAY';
  const successTime = textOf(fields.success_time);
  return {
    outTradeNo,
    amountFen: typeof amount.total === 'number' ? amount.total : 0,
    state,
    transactionId: textOf(fields.transaction_id) || null,
    paidAt: state === 'SUCCESS' && successTime ? new Date(successTime) : null,
  };
}

function refundOf(outTradeNo: string, body: unknown): PaymentRefund {
  const fields = isObject(body) ? body : {};
  const amount = isObject(fields.amount) ? fields.amount : {};
  const status = textOf(fields.status);
  const state = status === 'SUCCESS' || status === 'ABNORMAL' || status === 'CLOSED' ? status : 'PROCESSING';
  const successTime = textOf(fields.success_time);
  return {
    outTradeNo,
    refundId: textOf(fields.refund_id),
    amountFen: typeof amount.refund === 'number' ? amount.refund : 0,
    state,
    succeededAt: state === 'SUCCESS' && successTime ? new Date(successTime) : null,
  };
}

/**
 * An answer the plugin refused before it was read (no signature headers, a stale timestamp, an
 * unknown serial, a signature that does not match): WeChat Pay, or the way to it, is failing, as
 * when it does not answer, so the request answers 503 and may be retried.
 */
function unverifiedAnswerOf(error: unknown): ServiceUnavailableError | null {
  const code = isObject(error) ? textOf(error.code) : '';
  return code.startsWith('EV3_RES_') ? new ServiceUnavailableError('wechat-pay', `the answer failed its check (${code})`) : null;
}

/** The verifier map: every configured serial with its public key (a PEM key or an X.509 certificate). */
function verifierKeysOf(pems: Record<string, string>): Map<string, KeyObject> {
  return new Map(Object.entries(pems).map(([serial, pem]) => [serial, createPublicKey(pem)]));
}

/** The real client; wechatpay-axios-plugin (with axios) is imported here, so it loads only with the real provider's first call. */
export async function createWechatPayClient(settings: WechatPayClientSettings): Promise<WechatPay> {
  const { Decorator, Formatter, Rsa, Wechatpay } = await import('wechatpay-axios-plugin');
  const verifiers = verifierKeysOf(settings.verifierPems);
  const ourMerchant = { mchId: settings.mchId, appId: settings.appId };
  const merchantKey = Rsa.from(settings.merchantPrivateKeyPem, Rsa.KEY_TYPE_PRIVATE);
  const merchant = {
    mchid: settings.mchId,
    serial: settings.merchantSerial,
    privateKey: settings.merchantPrivateKeyPem,
    certs: Object.fromEntries(verifiers),
    baseURL: settings.baseUrl.replace(/\/?$/, '/'),
    timeout: settings.timeoutMs,
  };
  // Every answer, also a refusal, goes through the plugin's signature check; the status is read here.
  const client = new Decorator({ ...merchant, validateStatus: () => true });
  // The trade bill's own client (wechatpay-trade-bill.ts): the same merchant and verifier map, refusals thrown.
  const billClient = new Wechatpay(merchant);

  const call = async (method: 'get' | 'post', path: string, data?: Record<string, unknown>): Promise<Answer> => {
    try {
      return await client.v3.request<unknown>({ method, url: path, data, params: method === 'get' ? { mchid: settings.mchId } : undefined });
    } catch (error) {
      throw unverifiedAnswerOf(error) ?? error;
    }
  };

  const isFound = (answer: Answer) => {
    if (answer.status === 404 || (isObject(answer.data) && NOT_FOUND_CODES.has(textOf(answer.data.code)))) {
      return false;
    }
    if (answer.status >= 300) {
      throw refusalOf(answer);
    }
    return true;
  };

  const notifyUrlOf = (notifyHandler: string) => `${settings.publicUrl.replace(/\/$/, '')}${notifyPathOf(notifyHandler)}`;

  const jsapiParametersOf = (prepayId: string) => {
    const timeStamp = String(Formatter.timestamp());
    const nonceStr = Formatter.nonce();
    const packageValue = `prepay_id=${prepayId}`;
    const paySign = Rsa.sign(Formatter.joinedByLineFeed(settings.appId, timeStamp, nonceStr, packageValue), merchantKey);
    return { appId: settings.appId, timeStamp, nonceStr, package: packageValue, signType: 'RSA' as const, paySign };
  };

  const createOrder = async (order: CreatePaymentOrder): Promise<PaymentStart> => {
    const body: Record<string, unknown> = {
      appid: settings.appId,
      mchid: settings.mchId,
      description: order.description.slice(0, 127),
      out_trade_no: order.outTradeNo,
      notify_url: notifyUrlOf(order.notifyHandler),
      amount: { total: order.amountFen, currency: 'CNY' },
    };
    if (order.expiresAt) {
      body.time_expire = formatChinaRfc3339(order.expiresAt);
    }
    if (order.scene === 'jsapi') {
      if (!order.payerOpenid) {
        throw new Error('a JSAPI payment needs the payer openid');
      }
      const answer = await call('post', 'v3/pay/transactions/jsapi', { ...body, payer: { openid: order.payerOpenid } });
      const prepayId = isObject(answer.data) ? textOf(answer.data.prepay_id) : '';
      if (answer.status >= 300 || !prepayId) {
        throw refusalOf(answer);
      }
      return { cashierUrl: '', jsapi: jsapiParametersOf(prepayId) };
    }
    if (order.scene === 'h5') {
      if (!order.payerIp) {
        throw new Error('an H5 payment needs the payer IP');
      }
      const answer = await call('post', 'v3/pay/transactions/h5', { ...body, scene_info: { payer_client_ip: order.payerIp, h5_info: { type: 'Wap' } } });
      const h5Url = isObject(answer.data) ? textOf(answer.data.h5_url) : '';
      if (answer.status >= 300 || !h5Url) {
        throw refusalOf(answer);
      }
      // WeChat Pay's H5 page returns the payer to redirect_url (URL-encoded, on the H5 domain).
      return { cashierUrl: `${h5Url}&redirect_url=${encodeURIComponent(new URL(order.returnUrl, settings.publicUrl).toString())}` };
    }
    const answer = await call('post', 'v3/pay/transactions/native', body);
    const codeUrl = isObject(answer.data) ? textOf(answer.data.code_url) : '';
    if (answer.status >= 300 || !codeUrl) {
      throw refusalOf(answer);
    }
    return { cashierUrl: '', codeUrl };
  };

  const queryOrder = async (outTradeNo: string): Promise<PaymentOrder | null> => {
    const answer = await call('get', `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`);
    return isFound(answer) ? orderOf(outTradeNo, answer.data) : null;
  };

  return {
    createOrder,
    queryOrder,
    closeOrder: async (outTradeNo) => {
      const answer = await call('post', `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: settings.mchId });
      if (answer.status >= 300 && !isObject(answer.data)) {
        throw refusalOf(answer);
      }
      // Closed, or refused because the payer was first (paid): either way the order as it stands.
      return queryOrder(outTradeNo);
    },
    refund: async (outTradeNo, amountFen, notifyHandler) => {
      // One refund per order: its out-refund-no is the out-trade-no, so asking again finds it.
      const existing = await call('get', `v3/refund/domestic/refunds/${encodeURIComponent(outTradeNo)}`);
      if (isFound(existing)) {
        const refund = refundOf(outTradeNo, existing.data);
        if (refund.amountFen !== amountFen) {
          throw new Error('refund refused: this order was refunded with another amount');
        }
        return refund;
      }
      const order = await queryOrder(outTradeNo);
      if (!order || order.state !== 'SUCCESS') {
        throw new Error('refund refused: the order is unknown or not paid');
      }
      if (!Number.isSafeInteger(amountFen) || amountFen <= 0 || amountFen > order.amountFen) {
        throw new Error('refund refused: invalid amount');
      }
      const answer = await call('post', 'v3/refund/domestic/refunds', {
        out_trade_no: outTradeNo,
        out_refund_no: outTradeNo,
        notify_url: notifyUrlOf(notifyHandler),
        amount: { refund: amountFen, total: order.amountFen, currency: 'CNY' },
      });
      if (answer.status >= 300) {
        throw refusalOf(answer);
      }
      return refundOf(outTradeNo, answer.data);
    },
    downloadTradeBill: (billDate) => downloadWechatpayTradeBill(billClient, billDate),
    readNotification: async (rawBody, headers, notifyHandler, now) =>
      verifyNotification({ verifiers, apiV3Key: settings.apiV3Key, merchant: ourMerchant }, rawBody, headers, notifyHandler, now),
  };
}
