import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { FaceCheck } from './face-check/face-check.ts';
import type { InvoiceIssuer } from './invoice-issuer/invoice-issuer.ts';
import { createSandboxInvoiceIssuer } from './invoice-issuer/sandbox-invoice-issuer.ts';
import type { Mailer } from './mailer/mailer.ts';
import { createSandboxMailer } from './mailer/sandbox-mailer.ts';
import { createSandboxFaceCheck } from './face-check/sandbox-face-check.ts';
import { createSandboxSmsGateway } from './sms-gateway/sandbox-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway/sms-gateway.ts';
import { createSandboxWechatOAuth } from './wechat-oauth/sandbox-wechat-oauth.ts';
import type { WechatOAuth } from './wechat-oauth/wechat-oauth.ts';

export interface Providers {
  kind: Config['PROVIDERS'];
  wechatOAuth: WechatOAuth;
  faceCheck: FaceCheck;
  smsGateway: SmsGateway;
  mailer: Mailer;
  invoiceIssuer: InvoiceIssuer;
}

/** Chooses the outside systems by PROVIDERS. */
export function createProviders(config: Config, db: Db, now: () => Date): Providers {
  switch (config.PROVIDERS) {
    case 'sandbox':
      return {
        kind: 'sandbox',
        wechatOAuth: createSandboxWechatOAuth(db, config.WECHAT_APP_ID, now),
        faceCheck: createSandboxFaceCheck(db),
        smsGateway: createSandboxSmsGateway(db),
        mailer: createSandboxMailer(db),
        invoiceIssuer: createSandboxInvoiceIssuer(db, now),
      };
  }
}
