import { MEMBER_SETTING, NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// Call protection (骚扰拦截) of the bound number: its settings (on or off, blocked numbers, number
// ranges, marked categories) and the log of the calls and messages it intercepted. Not in the spec.
export const callProtectionEndpoints = {
  /** The bound number's settings (off, with nothing listed, until first saved). */
  CALL_PROTECTION: { method: 'POST', path: '/api/wechat/callProtection', access: 'bound', limits: NUMBER_STEP },
  /** Replaces the bound number's settings as a whole; they apply to what arrives from now on. */
  CALL_PROTECTION_SAVE: { method: 'POST', path: '/api/wechat/callProtectionSave', access: 'bound', loading: '保存中...', limits: MEMBER_SETTING },
  /** A page of what call protection intercepted for the bound number, newest first. */
  CALL_INTERCEPTIONS: { method: 'POST', path: '/api/wechat/callInterceptions', access: 'bound', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;
