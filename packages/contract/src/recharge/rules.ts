// Zod-free, so the browser can use it: recharge record status of the spec.

/** 0 unpaid, 1 recharging, 2 success, 3 failed and refunding, 4 failed and refunded. */
export const RechargeStatus = { UNPAID: 0, RECHARGING: 1, SUCCESS: 2, REFUNDING: 3, REFUNDED: 4 } as const;

/** What ordering and paying a top-up refuse with. */
export const RechargeMessage = {
  NUMBER_UNKNOWN: '该号码不存在或已销户，无法充值',
  PRODUCT_NOT_FOUND: '充值商品不存在或不适用于您的号码',
  PRODUCT_OFF_SALE: '该充值商品已下架，请选择其他商品',
  ORDER_NOT_FOUND: '订单不存在',
  ORDER_EXPIRED: '订单已过期，请重新下单',
  ALREADY_PAID: '订单已支付，请勿重复支付',
  PAYMENT_FAILED: '该订单支付失败，请重新下单',
  /** A snapshot user (WeChat's page preview) has no openid to pay with. */
  WECHAT_LOGIN_REQUIRED: '请先授权微信登录后再支付',
  REOPEN_IN_WECHAT: '请在微信中重新打开页面后支付',
} as const;
