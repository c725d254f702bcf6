import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { FaceCheck } from './face-check/face-check.ts';
import type { InvoiceIssuer } from './invoice-issuer/invoice-issuer.ts';
import { createInvoiceIssuerOf, INVOICE_CALLS } from './invoice-issuer/choose-invoice-issuer.ts';
import { createMailerOf } from './mailer/choose-mailer.ts';
import type { Mailer } from './mailer/mailer.ts';
import { createFaceCheckOf, createRealNameOf } from './face-check/choose-face-check.ts';
import { createIdCardOcrOf } from './id-card-ocr/choose-id-card-ocr.ts';
import type { IdCardOcr } from './id-card-ocr/id-card-ocr.ts';
import { createIpCityChain, type CityOfAddress } from './ip-city/ip-city.ts';
import { createIpCityOf } from './ip-city/choose-ip-city.ts';
import type { RealNameCheck } from './real-name/real-name.ts';
import { createSmsGatewayOf } from './sms-gateway/choose-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway/sms-gateway.ts';
import type { WechatApi } from './wechat-api/wechat-api.ts';
import { createWechatMessagesOf } from './wechat-messages/choose-wechat-messages.ts';
import type { WechatMessages } from './wechat-messages/wechat-messages.ts';
import { createWechatApiOf, createWechatOAuthOf } from './wechat-oauth/choose-wechat-official-account.ts';
import type { WechatOAuth } from './wechat-oauth/wechat-oauth.ts';
import type { SandboxWechatPay } from './wechat-pay/sandbox-wechat-pay.ts';
import { createWechatPayProvider } from './wechat-pay/wechat-pay-provider.ts';
import type { WechatPay } from './wechat-pay/wechat-pay.ts';
import type { EntrustedDebit } from './wechat-papay/entrusted-debit.ts';
import { createEntrustedDebitProvider } from './wechat-papay/entrusted-debit-provider.ts';
import type { SandboxEntrustedDebit } from './wechat-papay/sandbox-entrusted-debit.ts';
import { countSentSms, observeOutsideCalls, type Metrics } from '../platform/metrics.ts';
import { sandboxSystemsOn } from './sandbox-systems.ts';
import { boundProvider, delayProvider } from './time-budget.ts';
import type { SandboxSystem } from '@hall/contract/console-sandbox/rules';

export interface Providers {
  /** The systems on their sandbox stand-in (and `demo`, the demo aids): their pages and console steps exist, no others. */
  sandboxes: ReadonlySet<SandboxSystem>;
  wechatOAuth: WechatOAuth;
  /** The official account's access token and jsapi_ticket. */
  wechatApi: WechatApi;
  /** The official account's template and one-time subscription messages. */
  wechatMessages: WechatMessages;
  faceCheck: FaceCheck;
  smsGateway: SmsGateway;
  mailer: Mailer;
  invoiceIssuer: InvoiceIssuer;
  wechatPay: WechatPay;
  /** The same WeChat Pay stand-in with its signing side, for the sandbox cashier; null with real providers. */
  sandboxWechatPay: SandboxWechatPay | null;
  /** WeChat Pay's entrusted debit (委托代扣): contracts signed once, debits without the payer. */
  entrustedDebit: EntrustedDebit;
  /** The same stand-in with its writing side, for its signing page; null with real providers. */
  sandboxEntrustedDebit: SandboxEntrustedDebit | null;
  /** City of a client address through the lookup chain; 360 when every service fails. */
  ipCity: { resolve(ip: string): Promise<CityOfAddress> };
  /** Real-name (ID + face) check of the agent opening flow. */
  realName: RealNameCheck;
  /** The agent's reading of the customer's ID card (OCR) in the opening flow. */
  idCardOcr: IdCardOcr;
}

/** Chooses each outside system by its *_PROVIDER (PROVIDERS is the default of them all). */
export function createProviders(config: Config, db: Db, now: () => Date, secretKey: string, metrics: Metrics): Providers {
  // Every outside call is bounded by its time budget, and counted and timed.
  const observe = observeOutsideCalls(metrics);
  // WeChat Pay: the sandbox or the real API v3 adapter, as WECHAT_PROVIDER says.
  const { wechatPay, sandboxWechatPay } = createWechatPayProvider(config, db, secretKey, now);
  const { entrustedDebit, sandboxEntrustedDebit } = createEntrustedDebitProvider(config, db, secretKey, now);
  // A rehearsal knob: sandbox systems can be made slow or hung (SANDBOX_PROVIDER_DELAY_MS).
  const delayed = config.SANDBOX_DELAYED_PROVIDERS.split(',').map((name) => name.trim());
  const delayOf = (system: string) => (delayed.includes('all') || delayed.includes(system) ? config.SANDBOX_PROVIDER_DELAY_MS : 0);
  const budget = config.PROVIDER_TIME_BUDGET_MS;
  const wechatApi = boundProvider('wechat-api', budget, createWechatApiOf(config, db, now), ['accessToken', 'rejectAccessToken', 'jsapiTicket'], observe);
  return {
    sandboxes: sandboxSystemsOn(config),
    wechatOAuth: boundProvider(
      'wechat-oauth',
      budget,
      delayProvider(delayOf('oauth'), createWechatOAuthOf(config, db, now), ['exchangeCode', 'exchangeBaseCode']),
      ['exchangeCode', 'exchangeBaseCode'],
      observe,
    ),
    wechatApi,
    wechatMessages: boundProvider('wechat-messages', budget, createWechatMessagesOf(config, db, wechatApi, now), ['sendTemplate', 'sendSubscription'], observe),
    faceCheck: boundProvider(
      'face-check',
      budget,
      delayProvider(delayOf('face'), createFaceCheckOf(config, db), ['start', 'getResult']),
      ['start', 'getResult'],
      observe,
    ),
    smsGateway: countSentSms(
      metrics,
      boundProvider('sms-gateway', budget, delayProvider(delayOf('sms'), createSmsGatewayOf(config, db, now), ['send']), ['send'], observe),
    ),
    mailer: boundProvider('mailer', budget, delayProvider(delayOf('mail'), createMailerOf(config, db, now), ['send']), ['send'], observe),
    invoiceIssuer: boundProvider(
      'invoice-issuer',
      budget,
      delayProvider(delayOf('invoice'), createInvoiceIssuerOf(config, db, now), INVOICE_CALLS),
      INVOICE_CALLS,
      observe,
    ),
    wechatPay: boundProvider(
      'wechat-pay',
      budget,
      delayProvider(delayOf('pay'), wechatPay, ['createOrder', 'queryOrder', 'closeOrder', 'refund']),
      ['createOrder', 'queryOrder', 'closeOrder', 'refund'],
      observe,
    ),
    sandboxWechatPay,
    entrustedDebit: boundProvider(
      'wechat-papay',
      budget,
      delayProvider(delayOf('pay'), entrustedDebit, ['preEntrustSign', 'queryContract', 'terminateContract', 'applyDebit', 'queryDebit']),
      ['preEntrustSign', 'queryContract', 'terminateContract', 'applyDebit', 'queryDebit'],
      observe,
    ),
    sandboxEntrustedDebit,
    ipCity: createIpCityChain([
      boundProvider('ip-city', config.IP_CITY_TIME_BUDGET_MS, delayProvider(delayOf('ip'), createIpCityOf(config), ['lookup']), ['lookup'], observe),
    ]),
    realName: boundProvider(
      'real-name',
      budget,
      delayProvider(delayOf('real-name'), createRealNameOf(config, db), ['start', 'getResult']),
      ['start', 'getResult'],
      observe,
    ),
    idCardOcr: boundProvider('id-card-ocr', budget, delayProvider(delayOf('ocr'), createIdCardOcrOf(config), ['readFront']), ['readFront'], observe),
  };
}
