import { AUDIT_LOG_PAGE_SIZE } from '@hall/contract/console-audit/rules';
import type { MemberActionEntry } from '@hall/contract/console-audit/schemas';
import { CORRECTED_FIELD_LABELS, MEMBER_ACTION_LABELS } from '@hall/contract/personal-info/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { memberActionLog, members } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { maskName, maskPhonesInText } from '../../platform/masking.ts';
import { auditRange, describeDetail } from './console-audit.service.ts';

// 会员操作日志: what members did to their own personal information, newest first, a page at a time,
// over the same span as the staff log. The log outlives a deleted member record (no foreign key,
// and the deletion leaves an anonymous tombstone): such a line shows no nickname.

/** The details in the log's words: a correction's fields by their names on the page. */
function describeMemberDetail(detail: unknown): string {
  const { fields, ...rest } = (detail ?? {}) as { fields?: unknown };
  const lines = Array.isArray(fields)
    ? [`更正项: ${fields.map((field: string) => CORRECTED_FIELD_LABELS[field as keyof typeof CORRECTED_FIELD_LABELS] ?? field).join('、')}`]
    : [];
  const others = describeDetail(rest);
  return [...lines, ...(others ? [others] : [])].join('\n');
}

/** CONSOLE_MEMBER_ACTIONS: a page of the members' own log lines that match, and how many match in all. */
export async function readMemberActions(deps: AppDeps, input: OperationRequest<'CONSOLE_MEMBER_ACTIONS'>): Promise<OperationOutput<'CONSOLE_MEMBER_ACTIONS'>> {
  const { from, end } = auditRange(input);
  const conditions: SQL[] = [gte(memberActionLog.createdAt, from), lt(memberActionLog.createdAt, end)];
  if (input.memberId > 0) {
    conditions.push(eq(memberActionLog.memberId, input.memberId));
  }
  if (input.action) {
    conditions.push(eq(memberActionLog.action, input.action));
  }
  const matching = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: memberActionLog.id,
        createdAt: memberActionLog.createdAt,
        memberId: memberActionLog.memberId,
        nickname: members.nickname,
        deletedAt: members.deletedAt,
        action: memberActionLog.action,
        detail: memberActionLog.detail,
      })
      .from(memberActionLog)
      .leftJoin(members, eq(members.id, memberActionLog.memberId))
      .where(matching)
      .orderBy(desc(memberActionLog.createdAt), desc(memberActionLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((input.page - 1) * AUDIT_LOG_PAGE_SIZE),
    deps.db.select({ total: count() }).from(memberActionLog).where(matching),
  ]);
  const list: MemberActionEntry[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
    nickname: row.deletedAt ? '' : maskName(row.nickname ?? ''),
    action: row.action,
    actionText: MEMBER_ACTION_LABELS[row.action as keyof typeof MEMBER_ACTION_LABELS] ?? row.action,
    detail: maskPhonesInText(describeMemberDetail(row.detail)),
  }));
  return { total: Number(total?.total ?? 0), list };
}
