import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { createSandboxWechatApi } from '../wechat-api/sandbox-wechat-api.ts';
import { createWechatApiClient } from '../wechat-api/wechat-api-client.ts';
import type { WechatApi } from '../wechat-api/wechat-api.ts';
import { wechatProviderOf } from '../wechat-credentials.ts';
import { createSandboxWechatOAuth } from './sandbox-wechat-oauth.ts';
import { createWechatOAuthClient } from './wechat-oauth-client.ts';
import type { WechatOAuth } from './wechat-oauth.ts';

/** The credentials start-up has already checked are present with WECHAT_PROVIDER=wechat. */
function credentialsOf(config: Config) {
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET) {
    throw new Error('WECHAT_APP_ID and WECHAT_APP_SECRET are required with WECHAT_PROVIDER=wechat');
  }
  return { appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET };
}

/** The official account's web authorisation: the sandbox's pages or the real WeChat, as WECHAT_PROVIDER says. */
export function createWechatOAuthOf(config: Config, db: Db, now: () => Date): WechatOAuth {
  if (wechatProviderOf(config) === 'sandbox') {
    return createSandboxWechatOAuth(db, config.WECHAT_APP_ID ?? 'wx-sandbox-app', now);
  }
  return createWechatOAuthClient({
    apiBase: config.WECHAT_API_BASE,
    openBase: config.WECHAT_OPEN_BASE,
    publicUrl: config.PUBLIC_URL,
    ...credentialsOf(config),
  });
}

/** The access token and jsapi_ticket: sandbox credentials or the real WeChat's, in the same shared table. */
export function createWechatApiOf(config: Config, db: Db, now: () => Date): WechatApi {
  if (wechatProviderOf(config) === 'sandbox') {
    // Sandbox credentials are not secret; sealed all the same, so the code path is the real one.
    return createSandboxWechatApi(db, now, config.SECRET_KEY ?? 'sandbox-wechat-credentials');
  }
  return createWechatApiClient(db, now, { apiBase: config.WECHAT_API_BASE, waitLimitMs: config.PROVIDER_TIME_BUDGET_MS, ...credentialsOf(config) });
}
