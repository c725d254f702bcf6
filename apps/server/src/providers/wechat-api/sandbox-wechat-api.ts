import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import { createCredentialCache } from './credential-cache.ts';
import type { WechatApi } from './wechat-api.ts';

const LIFETIME_SECONDS = 7200;

/**
 * Stands in for WeChat's token service: random sandbox credentials, kept in the same shared table
 * and through the same cache as the real ones, so the code path is the same.
 */
export function createSandboxWechatApi(db: Db, now: () => Date, sealKey: string): WechatApi {
  const cache = createCredentialCache(db, now, { waitLimitMs: 5000, sealKey });
  const issue = (prefix: string) => () => Promise.resolve({ value: `${prefix}${randomBytes(24).toString('hex')}`, expiresInSeconds: LIFETIME_SECONDS });
  return {
    accessToken: () => cache.get('access_token', issue('sandbox-token-')),
    rejectAccessToken: async (token) => {
      await cache.reject('access_token', token);
    },
    jsapiTicket: () => cache.get('jsapi_ticket', issue('sandbox-ticket-')),
  };
}
