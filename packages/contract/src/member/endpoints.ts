import { MEMBER_SETTING, SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

export const memberEndpoints = {
  PERSONAL_DATA: { method: 'POST', path: '/api/wechat/memberInfo', access: 'member' },
  BIND_PHONE: { method: 'POST', path: '/api/wechat/bindPhone', access: 'member', loading: true, limits: SECRET_CHECK },
  /** Care mode (关怀模式) on or off, the member's choice; not in the spec (docs/spec-conformance.md). */
  SET_CARE_MODE: { method: 'POST', path: '/api/wechat/careMode', access: 'member', limits: MEMBER_SETTING },
} as const satisfies Record<string, Endpoint>;
