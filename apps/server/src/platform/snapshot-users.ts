import { invalid, type ApiError } from './api-error.ts';

/**
 * A login from WeChat's snapshot page (is_snapshotuser=1) carries a virtual openid, nickname and
 * avatar: the person has not really authorised. Such a member may read, but is never bound to a
 * number, and so never pays (every payment of a member needs a bound number).
 */
export const SNAPSHOT_USER_REFUSAL = '请先关注公众号或在微信中完整授权后再办理';

export function snapshotUserRefusal(): ApiError {
  return invalid(SNAPSHOT_USER_REFUSAL);
}
