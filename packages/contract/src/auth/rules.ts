// Subscriber sessions and the WeChat authorisation code (zod-free).

export const SUBSCRIBER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const OAUTH_CODE_TTL_SECONDS = 300;

export const AuthMessage = {
  /** The state is not this browser's, or used, or too old. */
  STATE_EXPIRED: '授权已失效，请重新进入',
  CODE_INVALID: '授权码无效或已使用，请重新进入',
} as const;
