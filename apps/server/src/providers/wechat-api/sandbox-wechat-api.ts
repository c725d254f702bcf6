import { randomBytes } from 'node:crypto';
import type { WechatApi } from './wechat-api.ts';

/** Stands in for WeChat's token service: a random token and ticket of this process. */
export function createSandboxWechatApi(): WechatApi {
  const token = `sandbox-token-${randomBytes(16).toString('hex')}`;
  const ticket = `sandbox-ticket-${randomBytes(16).toString('hex')}`;
  return {
    accessToken: () => Promise.resolve(token),
    jsapiTicket: () => Promise.resolve(ticket),
  };
}
