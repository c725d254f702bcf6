export const SIGN_IN_REWARD_POINTS = 1;
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
