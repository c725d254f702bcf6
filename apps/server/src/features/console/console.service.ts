import type { StaffRole } from '@hall/contract/operation';
import { hash, verify } from '@node-rs/argon2';
import type { StaffProfile } from '@hall/contract/console/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { findStartOfChinaDay, formatChinaDate } from '../../platform/china-time.ts';
import { invalid } from '../../platform/api-error.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { createStaffSession } from '../../platform/staff-sessions.ts';
import { clearFailedLogins, countOverview, findStaffByUsername, readSetting, recordFailedLogin, writeSetting } from './console.repository.ts';
import { insertAuditEntry } from '../../platform/audit-log.ts';
import { describeDefaultHallNotice, HALL_NOTICE_KEY } from '../../platform/hall-notice.ts';
import { listReviewKinds } from './review.service.ts';

const LOGIN_FAILED = '账号或密码错误';
/** Hash of a random value checked for unknown usernames, so they cost the same time as wrong passwords. */
let decoyHash: Promise<string> | null = null;
const readDecoyHash = () => (decoyHash ??= hash(createRandomToken()));

export async function logInStaff(deps: AppDeps, username: string, password: string) {
  const now = deps.now();
  const staff = await findStaffByUsername(deps.db, username);
  if (!staff || staff.isDisabled) {
    await verify(await readDecoyHash(), password).catch(() => false);
    throw invalid(LOGIN_FAILED);
  }
  if (staff.lockedUntil && staff.lockedUntil > now) {
    throw invalid('登录失败次数过多，请15分钟后再试');
  }
  if (!(await verify(staff.passwordHash, password))) {
    await recordFailedLogin(deps.db, staff.id, now);
    throw invalid(LOGIN_FAILED);
  }
  await clearFailedLogins(deps.db, staff.id);
  const token = await createStaffSession(deps.db, staff.id, now);
  await insertAuditEntry(deps.db, { staffId: staff.id, action: 'login', subjectType: 'staff', subjectId: String(staff.id) });
  return { token, profile: presentStaffProfile(deps, { ...staff, roles: staff.roles as StaffRole[] }) };
}

/** What the console page learns about the staff member: name, roles, and whether sandbox providers are on. */
export function presentStaffProfile(deps: AppDeps, staff: { username: string; displayName: string; roles: StaffRole[] }): StaffProfile {
  return { username: staff.username, displayName: staff.displayName, roles: staff.roles, isSandbox: deps.providers.kind === 'sandbox' };
}

/** The hall notice as configured, or the spec's default. */
export async function readHallNotice(deps: AppDeps): Promise<{ text: string; updatedAt: string | null }> {
  const setting = await readSetting(deps.db, HALL_NOTICE_KEY);
  return setting
    ? { text: setting.value, updatedAt: setting.updatedAt.toISOString() }
    : { text: describeDefaultHallNotice(deps.config.HOTLINE), updatedAt: null };
}

export async function saveHallNotice(deps: AppDeps, staffId: number, text: string) {
  const saved = await writeSetting(deps.db, HALL_NOTICE_KEY, text, staffId, deps.now());
  await insertAuditEntry(deps.db, { staffId, action: 'update', subjectType: 'hall_notice', subjectId: HALL_NOTICE_KEY, detail: { text } });
  return { text: saved?.value ?? text, updatedAt: saved?.updatedAt.toISOString() ?? null };
}

/** The overview: today's activity (China day), pending work, and the dealers' pools and openings. */
export async function readOverview(deps: AppDeps): Promise<OperationOutput<'CONSOLE_OVERVIEW'>> {
  const now = deps.now();
  const [{ counts, dealers }, reviewKinds] = await Promise.all([countOverview(deps.db, findStartOfChinaDay(now), formatChinaDate(now)), listReviewKinds(deps)]);
  return {
    members: Number(counts?.members ?? 0),
    boundMembers: Number(counts?.bound_members ?? 0),
    smsSentToday: Number(counts?.sms_today ?? 0),
    identityChecksToday: Number(counts?.checks_today ?? 0),
    identityChecksPassedToday: Number(counts?.passed_today ?? 0),
    signInsToday: Number(counts?.sign_ins_today ?? 0),
    topUpsToday: Number(counts?.top_ups_today ?? 0),
    topUpFenToday: Number(counts?.top_up_fen_today ?? 0),
    unansweredPosts: Number(counts?.unanswered_posts ?? 0),
    openServiceItems: Number(counts?.open_service_items ?? 0),
    pendingReviews: reviewKinds.list,
    dealers,
  };
}
