// Subscriber sessions and the WeChat authorisation code (zod-free).

export const SUBSCRIBER_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const OAUTH_CODE_TTL_SECONDS = 300;
