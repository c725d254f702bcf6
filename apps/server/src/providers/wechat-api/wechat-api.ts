/**
 * The official account's server-side credentials: the global access token (template messages,
 * menus) and the JS-SDK's jsapi_ticket. Both are cached until shortly before their expiry, in a
 * table every instance shares, and refreshed by one instance at a time.
 */
export interface WechatApi {
  /** A valid global access_token (cgi-bin/stable_token). */
  accessToken(): Promise<string>;
  /** A valid jsapi_ticket (cgi-bin/ticket/getticket, type=jsapi). */
  jsapiTicket(): Promise<string>;
}
