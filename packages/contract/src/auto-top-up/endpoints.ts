import { MEMBER_ORDER, MEMBER_SETTING, NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Auto top-up (自动充值) of the active number by a WeChat Pay entrusted-debit contract (委托代扣):
// the rules (below ¥X top up ¥Y, at most N times a month), the signing URL of the contract, its
// termination, and what it did. Not in the spec.
export const autoTopUpEndpoints = {
  /** The rules, the contract's state, this month's count and the latest debits of the active number. */
  AUTO_TOP_UP_STATUS: { method: 'POST', path: '/api/wechat/autoTopUp', access: 'bound', limits: NUMBER_STEP },
  /** Saves the rules (amounts in fen, whole yuan). */
  AUTO_TOP_UP_SAVE: { method: 'POST', path: '/api/wechat/autoTopUpSave', access: 'bound', loading: '保存中...', limits: MEMBER_SETTING },
  /** Where the member signs the entrusted-debit contract (WeChat Pay's signing page). */
  AUTO_TOP_UP_SIGN: { method: 'POST', path: '/api/wechat/autoTopUpSign', access: 'bound', loading: true, limits: MEMBER_ORDER },
  /** Terminates the contract: no more debits. */
  AUTO_TOP_UP_CANCEL: { method: 'POST', path: '/api/wechat/autoTopUpCancel', access: 'bound', loading: '解约中...', limits: MEMBER_SETTING },
} as const satisfies Record<string, Endpoint>;
