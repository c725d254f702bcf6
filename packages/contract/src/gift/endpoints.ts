import { GIFT_CHECK, NUMBER_SECRET_CHECK, NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Gifts (转赠) of data and credit from the bound number to another number of the operator: what
// may be given, the check of one gift before its SMS code (type 11) is sent, the confirmation with
// the code, and both sides' records. Not in the spec.
export const giftEndpoints = {
  /** This month's general data left, the balance, and what the limits still allow. */
  GIFT_ALLOWANCE: { method: 'POST', path: '/api/wechat/giftAllowance', access: 'bound', limits: NUMBER_STEP },
  /** Checks one gift (receiver, kind, amount) against the rules and limits; a refused gift gets no code. */
  GIFT_CHECK: { method: 'POST', path: '/api/wechat/giftCheck', access: 'bound', loading: true, limits: GIFT_CHECK },
  /** Gives it with the SMS code of the giver's number: checked again, done once, in one transaction. */
  GIFT_CONFIRM: { method: 'POST', path: '/api/wechat/giftConfirm', access: 'bound', loading: '转赠中...', limits: NUMBER_SECRET_CHECK },
  /** The gifts the bound number gave and received, newest first. */
  GIFT_RECORDS: { method: 'POST', path: '/api/wechat/giftRecords', access: 'bound', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;
