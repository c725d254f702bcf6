// Zod-free, so the browser can use it: recharge record status of the spec.

/** 0 unpaid, 1 recharging, 2 success, 3 failed and refunding, 4 failed and refunded. */
export const RechargeStatus = { UNPAID: 0, RECHARGING: 1, SUCCESS: 2, REFUNDING: 3, REFUNDED: 4 } as const;
