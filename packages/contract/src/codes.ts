/** Envelope of every API reply: `{ code, msg, data }`. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  /** On every reply whose code is not 1: the id of the request in the server's log (also the x-request-id header). */
  requestId?: string;
}

/** The response codes of the spec's shared error catalogue. */
export const ResponseCode = {
  SUCCESS: 1,
  NORMAL: 0,
  INVALID: -100,
  NOT_LOGGED_IN: -101,
  NOT_BOUND: -102,
  PROMISE_VIDEO_REQUIRED: -106,
  IDENTITY_FAILED: -998,
  OPEN_CARD_LINK_STALE_1: 60001,
  OPEN_CARD_LINK_STALE_2: 60002,
  OPEN_CARD_LINK_STALE_3: 60003,
  /** The session watcher's code for a session that is gone. */
  SESSION_GONE: 5,
  /** No usable reply: the server failed (500/503) or the request never arrived. */
  TRANSPORT_FAILED: -1,
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

export const OPEN_CARD_LINK_STALE_CODES: readonly number[] = [
  ResponseCode.OPEN_CARD_LINK_STALE_1,
  ResponseCode.OPEN_CARD_LINK_STALE_2,
  ResponseCode.OPEN_CARD_LINK_STALE_3,
];

/** Default messages, used when the server has nothing more specific to say. */
export const DefaultMessage = {
  SUCCESS: '成功',
  NOT_LOGGED_IN: '登录已失效，请重新登录',
  NOT_BOUND: '请先绑定手机号',
  FAILED: '操作失败',
  INTERNAL: '系统繁忙，请稍后重试',
  /** The spec's transport message for a service that is down for a moment (database, outside system). */
  UNAVAILABLE: '系统更新中，请稍后重试...',
  TOO_MANY_REQUESTS: '请求过于频繁，请稍后再试',
  OPEN_CARD_LINK_STALE: '请关闭当前链接，重新进入进行开卡。',
} as const;
