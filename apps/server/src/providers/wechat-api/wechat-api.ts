/**
 * The official account's server-side credentials: the global access token (template messages,
 * menus) and the JS-SDK's jsapi_ticket. Both are cached until shortly before their expiry (or until
 * WeChat rejects the token), in a table every instance shares, and refreshed by one instance at a time.
 */
export interface WechatApi {
  /** A valid global access_token (cgi-bin/stable_token). */
  accessToken(): Promise<string>;
  /**
   * WeChat refused a call with this token (40001, 40014, 42001) before its stored expiry: it is
   * no longer served, and the next accessToken() forces a new one. A report about a token already
   * replaced changes nothing.
   */
  rejectAccessToken(token: string): Promise<void>;
  /** A valid jsapi_ticket (cgi-bin/ticket/getticket, type=jsapi). */
  jsapiTicket(): Promise<string>;
}

/** WeChat's errcodes for an access token it no longer accepts: invalid credential, invalid token, expired. */
export const REJECTED_TOKEN_ERRCODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);
