import { DAY_MS, formatChinaDate } from '@hall/contract/china-time';
import { maskPhone } from '@hall/contract/number-key';
import { OwnerCheckBy } from '@hall/contract/number-keeping/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { DETAIL_UNLOCK_MINUTES, listDetailMonths, USAGE_CHART_DAYS, UsageDetailMessage } from '@hall/contract/usage-detail/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { describeRefusedPassword } from '../../platform/service-password.ts';
import { sendDetailMailNow, usageDetailMailJob } from './usage-detail-mail.ts';
import { readDetailPage } from './usage-detail-records.ts';
import { findMailRequest, findUnlock, listUsageDays, saveUnlock } from './usage-detail.repository.ts';

// The usage chart and the detail (详单) of the member's bound number. The detail is closed until the
// owner proves it is them (the service password or a type 12 SMS code); the proof opens it for
// this session and number for a short time, and every read of records and every PDF request
// checks it on the server. Another number of the member, or another member's session on the same
// number, needs its own proof.

/** USAGE_CHART: the last 30 China days of the number (today last), a day without usage as zeros. */
export async function readUsageChart(deps: AppDeps, member: BoundMember): Promise<OperationOutput<'USAGE_CHART'>> {
  const now = deps.now();
  const days = Array.from({ length: USAGE_CHART_DAYS }, (_, index) => formatChinaDate(new Date(now.getTime() - (USAGE_CHART_DAYS - 1 - index) * DAY_MS)));
  const rows = await listUsageDays(deps.db, member.boundPhone, days[0] ?? '', days[days.length - 1] ?? '');
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    days: days.map((day) => {
      const row = byDay.get(day);
      return { day, dataMb: row ? row.generalMb + row.directedMb : 0, voiceMinutes: row?.voiceMinutes ?? 0, smsCount: row?.smsCount ?? 0 };
    }),
  };
}

/** USAGE_DETAIL_STATUS: whether this session may read the number's detail now, and the months it covers. */
export async function readDetailStatus(deps: AppDeps, member: BoundMember): Promise<OperationOutput<'USAGE_DETAIL_STATUS'>> {
  const now = deps.now();
  const until = await findUnlock(deps.db, member.sessionTokenHash, member.boundPhone, now);
  return { phone: maskPhone(member.boundPhone), unlockedUntil: until?.toISOString() ?? null, months: listDetailMonths(now) };
}

/** USAGE_DETAIL_UNLOCK: the service password or the type 12 code opens the detail for 15 minutes. */
export async function unlockDetail(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'USAGE_DETAIL_UNLOCK'>,
): Promise<OperationOutput<'USAGE_DETAIL_UNLOCK'>> {
  const phone = member.boundPhone;
  if (input.checkBy === OwnerCheckBy.PASSWORD) {
    const check = await deps.boss.verifyServicePassword(phone, input.phonePassword ?? '', { now: deps.now() });
    if (check.outcome !== 'accepted') {
      throw invalid(describeRefusedPassword(check, '服务密码'));
    }
  } else {
    await deps.oneTimeCodes.verify({ phone, purpose: SmsCodeType.USAGE_DETAIL, code: input.code ?? '' });
  }
  const now = deps.now();
  const unlockedUntil = new Date(now.getTime() + DETAIL_UNLOCK_MINUTES * 60 * 1000);
  await saveUnlock(deps.db, member.sessionTokenHash, phone, unlockedUntil, now);
  return { unlockedUntil: unlockedUntil.toISOString() };
}

/** Refuses unless the detail is open for this session and number, and the month is one of the six. */
async function refuseClosedOrOutOfRange(deps: AppDeps, member: BoundMember, month: string): Promise<Date> {
  const now = deps.now();
  if (!listDetailMonths(now).includes(month)) {
    throw invalid(UsageDetailMessage.MONTH_INVALID);
  }
  if (!(await findUnlock(deps.db, member.sessionTokenHash, member.boundPhone, now))) {
    throw invalid(UsageDetailMessage.LOCKED);
  }
  return now;
}

/** USAGE_DETAIL_RECORDS: a page of the month's calls, messages or data days of the bound number. */
export async function listDetailRecords(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'USAGE_DETAIL_RECORDS'>,
): Promise<OperationOutput<'USAGE_DETAIL_RECORDS'>> {
  await refuseClosedOrOutOfRange(deps, member, input.month);
  return readDetailPage(deps.db, member.boundPhone, input.month, input.kind, input.page);
}

/**
 * USAGE_DETAIL_MAIL: writes the month's PDF mail (one per number and request id: a repeated click
 * or a retried request is the same mail) and tries it at once after the commit.
 */
export async function requestDetailMail(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'USAGE_DETAIL_MAIL'>,
  log: FastifyBaseLogger,
): Promise<OperationOutput<'USAGE_DETAIL_MAIL'>> {
  const now = await refuseClosedOrOutOfRange(deps, member, input.month);
  const phone = member.boundPhone;
  await enqueue(deps.db, usageDetailMailJob, { phone, billMonth: input.month, email: input.email, requestId: input.requestId, memberId: member.id }, now);
  const request = await findMailRequest(deps.db, phone, input.requestId);
  if (!request) {
    throw new Error('usage detail mail request not written');
  }
  await sendDetailMailNow(deps, phone, input.requestId, log);
  return { month: request.billMonth, email: request.email, requestedAt: request.createdAt.toISOString() };
}
