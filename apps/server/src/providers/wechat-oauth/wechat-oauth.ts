export interface WechatProfile {
  openid: string;
  nickname: string;
  avatarUrl: string;
  /** A virtual user of WeChat's snapshot page (is_snapshotuser=1): may read, never bind or pay. */
  isSnapshotUser: boolean;
}

/** Who a silent snsapi_base authorisation names: the openid only. */
export interface WechatIdentity {
  openid: string;
  isSnapshotUser: boolean;
}

/**
 * WeChat web authorisation: snsapi_userinfo (the login: nickname and avatar) or snsapi_base (the
 * payer's openid, silently). Where to send the browser, and code → who.
 */
export interface WechatOAuth {
  /** `redirectUri` is a path of this app; `scope` defaults to snsapi_userinfo. */
  buildAuthorizeUrl(options: { redirectUri: string; state: string; scope?: 'snsapi_userinfo' | 'snsapi_base' }): string;
  /** The profile for a one-time snsapi_userinfo code, or null when the code is unknown, used or expired. */
  exchangeCode(code: string): Promise<WechatProfile | null>;
  /** The openid for a one-time snsapi_base code, or null when the code is unknown, used or expired. */
  exchangeBaseCode(code: string): Promise<WechatIdentity | null>;
}
