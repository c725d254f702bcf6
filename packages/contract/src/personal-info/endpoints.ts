import { NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// 个人信息管理 (PIPL arts. 44-47): what the operator holds about the member and their numbers, each
// item with where it came from and how long it is kept (the retention table). Not in the spec.
export const personalInfoEndpoints = {
  /** The member's profile, bindings, consents, identity checks, uploaded material (kinds and dates only) and applications. */
  PERSONAL_INFO: { method: 'POST', path: '/api/wechat/personalInfo', access: 'member', limits: NUMBER_STEP },
  /** Corrects the nickname (kept over WeChat's from then on) and the contact e-mail; logged in the member's own log. */
  PERSONAL_INFO_CORRECT: { method: 'POST', path: '/api/wechat/personalInfo/correct', access: 'member', loading: '保存中...', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;
