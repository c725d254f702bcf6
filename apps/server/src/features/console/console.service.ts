import type { StaffRole } from '@hall/contract/operation';
import type { StaffProfile } from '@hall/contract/console/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { findStartOfChinaDay, formatChinaDate } from '@hall/contract/china-time';
import { mustEnrolTotp } from '../../platform/staff-two-factor.ts';
import { countOverview, readSetting, writeSetting } from './console.repository.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { describeDefaultHallNotice, HALL_NOTICE_KEY } from '../../domain/hall-notice.ts';
import { listReviewKinds } from './review.service.ts';

/** What the console page learns about the staff member: name, roles, and the systems on their sandbox. */
export function presentStaffProfile(deps: AppDeps, staff: { username: string; displayName: string; roles: StaffRole[]; hasTotp: boolean }): StaffProfile {
  return {
    username: staff.username,
    displayName: staff.displayName,
    roles: staff.roles,
    sandboxSystems: [...deps.providers.sandboxes],
    hasTotp: staff.hasTotp,
    mustEnrolTotp: mustEnrolTotp(staff, deps.config.STAFF_TOTP_REQUIRED),
  };
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
  await insertAuditEntry(deps.db, {
    createdAt: deps.now(),
    staffId,
    action: 'update',
    subjectType: 'hall_notice',
    subjectId: HALL_NOTICE_KEY,
    detail: { text },
  });
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
