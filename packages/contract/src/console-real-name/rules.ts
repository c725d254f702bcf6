// Real-name supplement links issued in the console: limits, statuses and messages the page and the
// server share (zod-free). The link's lifetime is REAL_NAME_ORDER_TTL_SECONDS in applications/rules.ts.

export const REAL_NAME_ORDER_REASON_MAX = 100;
/** The console lists this many of the latest orders. */
export const REAL_NAME_ORDER_LIST_LIMIT = 100;

/** An order's state as staff see it: expired is computed from expires_at, never stored. */
export const REAL_NAME_ORDER_STATES = ['waiting', 'submitted', 'expired'] as const;
export type RealNameOrderState = (typeof REAL_NAME_ORDER_STATES)[number];

export const REAL_NAME_ORDER_STATE_TEXT: Record<RealNameOrderState, string> = {
  waiting: '待补录',
  submitted: '已提交',
  expired: '已过期',
};

export const RealNameOrderMessage = {
  NOT_OURS: '该号码不是本网号码，无法生成实名补录链接',
  CANCELLED: '该号码已销户，无法生成实名补录链接',
  /** The refusal carries the waiting order (with its link) as data, so the page shows it. */
  WAITING_EXISTS: '该号码已有未过期的实名补录链接，请使用下方链接，勿重复生成',
} as const;
