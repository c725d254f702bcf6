import type { Db } from '../../db/connection.ts';
import { createCredentialCache } from './credential-cache.ts';
import { REJECTED_TOKEN_ERRCODES, type WechatApi } from './wechat-api.ts';
import { callWechatJson, expiresInOf, stringField, WechatApiError } from './wechat-json.ts';

const SYSTEM = 'wechat-api';

/**
 * The official account's access token (the recommended cgi-bin/stable_token, which never
 * invalidates a token another caller holds) and the jsapi_ticket, cached in the shared table.
 * After WeChat rejects the stored token, the one refresh asks with force_refresh: stable_token
 * would otherwise answer the same rejected token until it expires.
 */
export function createWechatApiClient(
  db: Db,
  now: () => Date,
  settings: { apiBase: string; appId: string; appSecret: string; waitLimitMs: number },
): WechatApi {
  const cache = createCredentialCache(db, now, { waitLimitMs: settings.waitLimitMs, sealKey: settings.appSecret });
  const endpoint = (path: string) => new URL(path, settings.apiBase).toString();

  const accessToken = () =>
    cache.get('access_token', async ({ isForced }) => {
      const answer = await callWechatJson(SYSTEM, endpoint('/cgi-bin/stable_token'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credential', appid: settings.appId, secret: settings.appSecret, force_refresh: isForced }),
      });
      return { value: stringField(SYSTEM, answer, 'access_token'), expiresInSeconds: expiresInOf(answer) };
    });

  const rejectAccessToken = async (token: string) => {
    await cache.reject('access_token', token);
  };

  const getTicket = async (token: string) => {
    const query = new URLSearchParams({ access_token: token, type: 'jsapi' });
    return callWechatJson(SYSTEM, `${endpoint('/cgi-bin/ticket/getticket')}?${query.toString()}`);
  };

  const jsapiTicket = () =>
    cache.get('jsapi_ticket', async () => {
      const token = await accessToken();
      let answer: Record<string, unknown>;
      try {
        answer = await getTicket(token);
      } catch (error) {
        if (!(error instanceof WechatApiError && REJECTED_TOKEN_ERRCODES.has(error.errcode))) {
          throw error;
        }
        // A page is waiting for its wx.config: one more try with the token that replaces it.
        await rejectAccessToken(token);
        answer = await getTicket(await accessToken());
      }
      return { value: stringField(SYSTEM, answer, 'ticket'), expiresInSeconds: expiresInOf(answer) };
    });

  return { accessToken, rejectAccessToken, jsapiTicket };
}
