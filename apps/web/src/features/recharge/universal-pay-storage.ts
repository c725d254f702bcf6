import type { OperationInput } from '@hall/contract/schemas';

/** A /UniversalPay link's payment: the number, the amount in fen and the caller's reference. */
export type UniversalPayment = Omit<OperationInput<'BOSS_WX_PAY'>, 'amount' | 'scene'> & { amount: number };

/**
 * Storage keys of the general top-up (/UniversalPay) between leaving and returning: the order and
 * its flag (local, the spec's), and in WeChat whether the payer was named and a payment waits (session).
 */
export const UniversalPayKey = {
  OUT_TRADE_NO: 'BOSSouttradeno',
  PAY_FLAG: 'WxPayFlag',
  PAYER_AUTHORISED: 'wxPayerAuthorised',
  RESUME: 'wxPayResume',
} as const;
