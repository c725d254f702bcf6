/** The largest daily sign-in reward staff may set. */
export const SIGN_IN_REWARD_MAX = 1000;
/** The free text of the points rules page, in characters. */
export const POINTS_RULES_FREE_TEXT_MAX = 2000;
/** Points orders and points detail: rows per page of the infinite lists. */
export const POINTS_PAGE_SIZE = 20;

/** Messages of the points area, shared by the server (which sends them) and the web (which tells them apart); zod-free. */
export const POINTS_MESSAGES = {
  /** An exchange the balance does not cover; the web shows /exchangeFail for it. */
  SHORT_OF_POINTS: '兑换失败，积分不足',
  /** A second sign-in on the same Beijing day. */
  ALREADY_SIGNED_IN: '今日已签到，明天再来吧',
  PRODUCT_SOLD_OUT: '该商品已兑完',
  PRODUCT_UNAVAILABLE: '兑换商品不存在或已下架',
  PRODUCT_REQUIRED: '请选择兑换商品',
} as const;

/** The points rules that code acts on (the points_settings row). */
export interface PointsRuleSettings {
  signInReward: number;
  clearOnCancellation: boolean;
}

/** The sentences of the points rules page that the settings produce; the free text follows them. */
export function pointsRuleSentences(settings: PointsRuleSettings): string[] {
  return [
    settings.signInReward > 0 ? `每日签到可获得${settings.signInReward}积分，每个自然日（北京时间）限签到一次。` : '每日签到暂不赠送积分。',
    settings.clearOnCancellation ? '号码销户时，剩余积分全部清零。' : '号码销户后，剩余积分不清零，仍保留在该号码名下。',
  ];
}
