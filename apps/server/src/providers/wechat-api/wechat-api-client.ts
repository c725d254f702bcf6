import type { Db } from '../../db/connection.ts';
import { createCredentialCache } from './credential-cache.ts';
import type { WechatApi } from './wechat-api.ts';
import { callWechatJson, expiresInOf, stringField } from './wechat-json.ts';

const SYSTEM = 'wechat-api';

/**
 * The official account's access token (the recommended cgi-bin/stable_token, which never
 * invalidates a token another caller holds) and the jsapi_ticket, cached in the shared table.
 */
export function createWechatApiClient(
  db: Db,
  now: () => Date,
  settings: { apiBase: string; appId: string; appSecret: string; waitLimitMs: number },
): WechatApi {
  const cache = createCredentialCache(db, now, { waitLimitMs: settings.waitLimitMs, sealKey: settings.appSecret });
  const endpoint = (path: string) => new URL(path, settings.apiBase).toString();

  const accessToken = () =>
    cache.get('access_token', async () => {
      const answer = await callWechatJson(SYSTEM, endpoint('/cgi-bin/stable_token'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credential', appid: settings.appId, secret: settings.appSecret, force_refresh: false }),
      });
      return { value: stringField(SYSTEM, answer, 'access_token'), expiresInSeconds: expiresInOf(answer) };
    });

  const jsapiTicket = () =>
    cache.get('jsapi_ticket', async () => {
      const token = await accessToken();
      const query = new URLSearchParams({ access_token: token, type: 'jsapi' });
      const answer = await callWechatJson(SYSTEM, `${endpoint('/cgi-bin/ticket/getticket')}?${query.toString()}`);
      return { value: stringField(SYSTEM, answer, 'ticket'), expiresInSeconds: expiresInOf(answer) };
    });

  return { accessToken, jsapiTicket };
}
