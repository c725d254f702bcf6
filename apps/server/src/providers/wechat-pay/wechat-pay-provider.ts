import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { wechatProviderOf } from '../wechat-credentials.ts';
import { createSandboxWechatPay, type SandboxWechatPay } from './sandbox-wechat-pay.ts';
import type { WechatPay } from './wechat-pay.ts';

/** The verifier map of the configuration: the WeChat Pay public key by its id, plus any platform certificates by serial. */
export function wechatPayVerifierPemsOf(config: Config): Record<string, string> {
  const certificates = config.WECHATPAY_PLATFORM_CERTS ? (JSON.parse(config.WECHATPAY_PLATFORM_CERTS) as Record<string, string>) : {};
  return { ...certificates, [config.WECHATPAY_PUBLIC_KEY_ID ?? '']: config.WECHATPAY_PUBLIC_KEY ?? '' };
}

/**
 * WeChat Pay as WECHAT_PROVIDER says: the sandbox (its cashier at /sandbox/pay, with its writing
 * side for the cashier and tests) or the real API v3 adapter (start-up has checked its credentials).
 */
export function createWechatPayProvider(
  config: Config,
  db: Db,
  secretKey: string,
  now: () => Date,
): { wechatPay: WechatPay; sandboxWechatPay: SandboxWechatPay | null } {
  if (wechatProviderOf(config) === 'sandbox') {
    // Without a configured key (SECRET_KEY or the process's own) the notifications are still encrypted and checked.
    const sandbox = createSandboxWechatPay(db, config.WECHAT_PAY_API_KEY ?? secretKey, config.PUBLIC_URL, now);
    return { wechatPay: sandbox, sandboxWechatPay: sandbox };
  }
  const required = (name: keyof Config) => {
    const value = config[name];
    if (typeof value !== 'string' || value === '') {
      throw new Error(`${name} is required with WECHAT_PROVIDER=wechat`);
    }
    return value;
  };
  const settings = {
    baseUrl: config.WECHATPAY_API_BASE,
    appId: required('WECHAT_APP_ID'),
    mchId: required('WECHATPAY_MCH_ID'),
    merchantSerial: required('WECHATPAY_MCH_CERT_SERIAL'),
    merchantPrivateKeyPem: required('WECHATPAY_MCH_PRIVATE_KEY'),
    verifierPems: wechatPayVerifierPemsOf(config),
    apiV3Key: required('WECHATPAY_API_V3_KEY'),
    publicUrl: config.PUBLIC_URL,
    timeoutMs: config.PROVIDER_TIME_BUDGET_MS,
  };
  return {
    wechatPay: loadOnFirstCall(() => import('./wechat-pay-client.ts').then((module) => module.createWechatPayClient(settings))),
    sandboxWechatPay: null,
  };
}

/**
 * The real client behind the interface, loaded (with wechatpay-axios-plugin and axios, ~20 MiB)
 * at its first call instead of with the server.
 */
function loadOnFirstCall(load: () => Promise<WechatPay>): WechatPay {
  let client: Promise<WechatPay> | null = null;
  const opened = () => (client ??= load());
  return {
    createOrder: async (order) => (await opened()).createOrder(order),
    queryOrder: async (outTradeNo) => (await opened()).queryOrder(outTradeNo),
    closeOrder: async (outTradeNo) => (await opened()).closeOrder(outTradeNo),
    refund: async (outTradeNo, amountFen, notifyHandler) => (await opened()).refund(outTradeNo, amountFen, notifyHandler),
    downloadTradeBill: async (billDate) => (await opened()).downloadTradeBill(billDate),
    readNotification: async (rawBody, headers, notifyHandler, now) => (await opened()).readNotification(rawBody, headers, notifyHandler, now),
  };
}
