// Limits and messages of the console's texts (chat entries, cooperation text) shared by the
// console pages and the server. The agreements' own are in agreements/rules.ts.

export const ChatLimit = { URL: 300, ENTRIES: 10, NICK_NAME: 40, NICK_TYPE: 20, NICK_ID: 64 } as const;

export const ChatMessage = {
  URL_REQUIRED: '请填写客服会话地址',
  URL_INVALID: '客服会话地址须为 / 开头的站内路径或 https:// 地址',
  ENTRIES_REQUIRED: '请至少填写一个客服入口',
  ENTRIES_TOO_MANY: `客服入口不能超过${ChatLimit.ENTRIES}个`,
  NICK_ID_DUPLICATE: '客服账号不能重复',
} as const;

/** Where a chat may be opened: a path of this site (the sandbox chat) or an https address. */
export const CHAT_URL_PATTERN = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/;

export const CooperationLimit = { TITLE: 40, BODY: 5000 } as const;

export const CooperationMessage = {
  TITLE_REQUIRED: '请填写标题',
  TITLE_TOO_LONG: `标题不能超过${CooperationLimit.TITLE}个字`,
  BODY_REQUIRED: '请填写正文',
  BODY_TOO_LONG: `正文不能超过${CooperationLimit.BODY}个字`,
} as const;
