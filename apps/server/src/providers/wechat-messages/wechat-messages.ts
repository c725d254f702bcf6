/** A message of the official account: a template message or a one-time subscription message. */
export interface WechatMessage {
  /** Names the message across resends (the notification or the grant): the sandbox shows a repeat once. */
  dedupeKey: string;
  openid: string;
  templateId: string;
  /** The page the message opens (template `url`, subscription `page`); none when empty. */
  url: string;
  /** The template's keys and their values (sent as `{ key: { value } }`). */
  data: Record<string, string>;
}

/** WeChat's answer to a message it was asked to send: taken, or refused with its errcode. */
export type WechatMessageAnswer = { isDelivered: true } | { isDelivered: false; errcode: number; errmsg: string };

/**
 * The official account's messages. A refusal that concerns the recipient or the template (43004
 * not a follower, 43101 no subscription, 40003 bad openid, 47003 bad data) is an answer; what
 * concerns our side or WeChat's load (no access token, 40001/42001 token rejected, -1 busy,
 * 45009 quota, network) throws, so the caller tries again later.
 */
export interface WechatMessages {
  /** cgi-bin/message/template/send: the recipient must follow the official account. */
  sendTemplate(message: WechatMessage): Promise<WechatMessageAnswer>;
  /** cgi-bin/message/subscribe/bizsend: spends one subscription the recipient granted. */
  sendSubscription(message: WechatMessage): Promise<WechatMessageAnswer>;
}

/** Errcodes that say "try again later", not "this recipient or template will not do". */
export const RETRYABLE_WECHAT_ERRCODES: ReadonlySet<number> = new Set([-1, 40001, 40014, 41001, 42001, 45009, 45047]);
