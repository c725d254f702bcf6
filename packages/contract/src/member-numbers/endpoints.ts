import { MEMBER_SETTING, NUMBER_SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The member's several numbers, the active one among them, the other members holding the active
// number and the history of bindings: not in the spec (docs/spec-conformance.md).
export const memberNumbersEndpoints = {
  MY_NUMBERS: { method: 'POST', path: '/api/wechat/myNumbers', access: 'member' },
  SWITCH_NUMBER: { method: 'POST', path: '/api/wechat/switchNumber', access: 'member', loading: '切换中', limits: MEMBER_SETTING },
  BINDING_HISTORY: { method: 'POST', path: '/api/wechat/bindingHistory', access: 'member' },
  /** The other WeChat members holding the active number (their nicknames masked). */
  NUMBER_HOLDERS: { method: 'POST', path: '/api/wechat/numberHolders', access: 'bound', limits: MEMBER_SETTING },
  /** Removes another member from the active number, with an SMS code (type 04) sent to it. */
  REMOVE_NUMBER_HOLDER: { method: 'POST', path: '/api/wechat/removeNumberHolder', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
} as const satisfies Record<string, Endpoint>;
