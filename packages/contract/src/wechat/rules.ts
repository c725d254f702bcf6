// The one-time subscription messages (一次性订阅消息) a member grants in the page (zod-free): the
// scenes, each the template the operator configured for it (WECHAT_SUBSCRIBE_TEMPLATE_*).

export const SUBSCRIBE_SCENES = ['usageAlert'] as const;
export type SubscribeScene = (typeof SUBSCRIBE_SCENES)[number];

/** Grants one member may hold per scene: one message each, so a few dozen is months of alerts. */
export const SUBSCRIBE_GRANTS_MAX = 50;

export const SubscribeMessage = {
  SCENE_UNKNOWN: '订阅场景无效',
  NOT_OFFERED: '暂未开通微信订阅消息',
  TEMPLATE_MISMATCH: '订阅的消息模板不符',
  TOO_MANY_GRANTS: '订阅次数已达上限',
} as const;

export const WechatMessage = {
  /** WECHAT_JS_CONFIG for an address that is not a page of this app. */
  FOREIGN_PAGE: '只能为本站页面生成微信配置',
} as const;
