export interface WechatProfile {
  openid: string;
  nickname: string;
  avatarUrl: string;
}

/** WeChat web authorisation (snsapi_userinfo): where to send the browser, and code → profile. */
export interface WechatOAuth {
  buildAuthorizeUrl(options: { redirectUri: string; state: string }): string;
  /** The profile for a one-time code, or null when the code is unknown, used or expired. */
  exchangeCode(code: string): Promise<WechatProfile | null>;
}
