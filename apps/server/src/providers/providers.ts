import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { FaceCheck } from './face-check/face-check.ts';
import { createSandboxFaceCheck } from './face-check/sandbox-face-check.ts';
import { createIpCityChain, type CityOfAddress } from './ip-city/ip-city.ts';
import { createSandboxIpCity } from './ip-city/sandbox-ip-city.ts';
import type { RealNameCheck } from './real-name/real-name.ts';
import { createSandboxRealName } from './real-name/sandbox-real-name.ts';
import { createSandboxSmsGateway } from './sms-gateway/sandbox-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway/sms-gateway.ts';
import { createSandboxWechatOAuth } from './wechat-oauth/sandbox-wechat-oauth.ts';
import type { WechatOAuth } from './wechat-oauth/wechat-oauth.ts';
import { createSandboxWechatPay, type SandboxWechatPay } from './wechat-pay/sandbox-wechat-pay.ts';
import type { WechatPay } from './wechat-pay/wechat-pay.ts';

export interface Providers {
  kind: Config['PROVIDERS'];
  wechatOAuth: WechatOAuth;
  faceCheck: FaceCheck;
  smsGateway: SmsGateway;
  /** City of a client address through the lookup chain; 360 when every service fails. */
  ipCity: { resolve(ip: string): Promise<CityOfAddress> };
  /** Real-name (ID + face) check of the agent opening flow. */
  realName: RealNameCheck;
  wechatPay: WechatPay;
  /** The same WeChat Pay stand-in with its signing side, for the sandbox cashier; null with real providers. */
  sandboxWechatPay: SandboxWechatPay | null;
}

/** Chooses the outside systems by PROVIDERS. */
export function createProviders(config: Config, db: Db, now: () => Date): Providers {
  switch (config.PROVIDERS) {
    case 'sandbox': {
      // Without a configured key the notifications of this process are still signed and checked.
      const wechatPay = createSandboxWechatPay(db, config.WECHAT_PAY_API_KEY ?? config.SECRET_KEY ?? randomBytes(32).toString('hex'));
      return {
        kind: 'sandbox',
        wechatOAuth: createSandboxWechatOAuth(db, config.WECHAT_APP_ID, now),
        faceCheck: createSandboxFaceCheck(db),
        smsGateway: createSandboxSmsGateway(db),
        ipCity: createIpCityChain([createSandboxIpCity()]),
        realName: createSandboxRealName(db),
        wechatPay,
        sandboxWechatPay: wechatPay,
      };
    }
  }
}
