import { COPY_DOWNLOAD, COPY_REQUEST, NUMBER_STEP, SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// 个人信息管理 (PIPL arts. 44-47): what the operator holds about the member and their numbers, each
// item with where it came from and how long it is kept (the retention table). Not in the spec.
export const personalInfoEndpoints = {
  /** The member's profile, bindings, consents, identity checks, uploaded material (kinds and dates only) and applications. */
  PERSONAL_INFO: { method: 'POST', path: '/api/wechat/personalInfo', access: 'member', limits: NUMBER_STEP },
  /** Corrects the nickname (kept over WeChat's from then on) and the contact e-mail; logged in the member's own log. */
  PERSONAL_INFO_CORRECT: { method: 'POST', path: '/api/wechat/personalInfo/correct', access: 'member', loading: '保存中...', limits: NUMBER_STEP },
  /** 删除会员信息: what a deletion keeps and removes (retention rows), and the member's request waiting or refused. */
  PERSONAL_INFO_DELETION: { method: 'POST', path: '/api/wechat/personalInfoDeletion', access: 'member', limits: NUMBER_STEP },
  /** Deletes the member record after the type 14 code sent to the active number; waits for staff when something is in progress. */
  PERSONAL_INFO_DELETE: { method: 'POST', path: '/api/wechat/personalInfoDelete', access: 'bound', limits: SECRET_CHECK, loading: true },
  /** The same for a member holding no number: the WeChat login and a confirmation are the proof (no number to send a code to). */
  PERSONAL_INFO_DELETE_UNBOUND: { method: 'POST', path: '/api/wechat/personalInfoDeleteUnbound', access: 'member', limits: NUMBER_STEP, loading: true },
  /** The member's copies of their own data (获取副本), newest first, with their state. */
  PERSONAL_INFO_COPIES: { method: 'POST', path: '/api/wechat/personalInfoCopies', access: 'member', limits: NUMBER_STEP },
  /** Asks for a copy after a type 13 SMS code to the active number: mailed, or kept for one download; one in preparation at a time. */
  PERSONAL_INFO_COPY_REQUEST: { method: 'POST', path: '/api/wechat/personalInfoCopyRequest', access: 'bound', loading: '提交中', limits: COPY_REQUEST },
  /** The ZIP of a copy kept for download, once: the bytes are removed as they are handed out. */
  PERSONAL_INFO_COPY_DOWNLOAD: { method: 'POST', path: '/api/wechat/personalInfoCopyDownload', access: 'member', binary: true, limits: COPY_DOWNLOAD },
} as const satisfies Record<string, Endpoint>;
