import { DAY_MS, startOfChinaDate } from '@hall/contract/china-time';
import { AUDIT_LOG_MAX_DAYS, AUDIT_LOG_PAGE_SIZE, AuditLogMessage, auditActionText } from '@hall/contract/console-audit/rules';
import type { AuditEntry } from '@hall/contract/console-audit/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { auditLog, staffUsers } from '../../db/schema.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhonesInText } from '../../platform/masking.ts';

// 操作日志: the staff audit log, newest first, a page at a time, over at most 31 China days. Phone
// numbers among the subject and details show masked, as the rest of the console shows them.

/** The details as `key: value` lines; nested values as compact JSON. */
export function describeDetail(detail: unknown): string {
  if (!detail || typeof detail !== 'object') {
    return '';
  }
  return Object.entries(detail as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

/** The instants of a range of China days, both included, of at most AUDIT_LOG_MAX_DAYS. */
export function auditRange(input: { from: string; to: string }): { from: Date; end: Date } {
  const from = startOfChinaDate(input.from);
  const end = new Date(startOfChinaDate(input.to).getTime() + DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(end.getTime())) {
    throw invalid(AuditLogMessage.DATE_INVALID);
  }
  if (end <= from) {
    throw invalid(AuditLogMessage.RANGE_REVERSED);
  }
  if (end.getTime() - from.getTime() > AUDIT_LOG_MAX_DAYS * DAY_MS) {
    throw invalid(AuditLogMessage.SPAN_TOO_LONG);
  }
  return { from, end };
}

/** CONSOLE_AUDIT_LOG: a page of the entries that match, and how many match in all. */
export async function readAuditLog(deps: AppDeps, input: OperationRequest<'CONSOLE_AUDIT_LOG'>): Promise<OperationOutput<'CONSOLE_AUDIT_LOG'>> {
  const { from, end } = auditRange(input);
  const conditions: SQL[] = [gte(auditLog.createdAt, from), lt(auditLog.createdAt, end)];
  if (input.staff) {
    conditions.push(eq(staffUsers.username, input.staff));
  }
  if (input.action) {
    conditions.push(eq(auditLog.action, input.action));
  }
  if (input.subjectId) {
    conditions.push(eq(auditLog.subjectId, input.subjectId));
  }
  const matching = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        staffUsername: staffUsers.username,
        staffName: staffUsers.displayName,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .innerJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
      .where(matching)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((input.page - 1) * AUDIT_LOG_PAGE_SIZE),
    deps.db.select({ total: count() }).from(auditLog).innerJoin(staffUsers, eq(staffUsers.id, auditLog.staffId)).where(matching),
  ]);
  const list: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    staffUsername: row.staffUsername,
    staffName: row.staffName,
    action: row.action,
    actionText: auditActionText(row.action),
    subjectType: row.subjectType,
    subjectId: maskPhonesInText(row.subjectId),
    detail: maskPhonesInText(describeDetail(row.detail)),
  }));
  return { total: Number(total?.total ?? 0), list };
}
