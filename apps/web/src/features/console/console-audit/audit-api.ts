// The console-audit area for auditors: the staff audit log (操作日志) and the members' own log (会员操作日志).
import { DAY_MS, formatChinaDate } from '@hall/contract/china-time';
import type { OperationInput } from '@hall/contract/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';

export type AuditLogFilters = OperationInput<'CONSOLE_AUDIT_LOG'>;

/** A page of the log under the filters; the page shows a failure itself (with a retry), so no toast. */
export function auditLogQuery(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: [...consoleKeys.all, 'audit-log', filters],
    queryFn: () => callStaff('CONSOLE_AUDIT_LOG', filters, { isSilent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type MemberActionFilters = OperationInput<'CONSOLE_MEMBER_ACTIONS'>;

/** A page of the members' own log under the filters; the page shows a failure itself. */
export function memberActionsQuery(filters: MemberActionFilters) {
  return queryOptions({
    queryKey: [...consoleKeys.all, 'member-actions', filters],
    queryFn: () => callStaff('CONSOLE_MEMBER_ACTIONS', filters, { isSilent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** YYYY-MM-DD of the China day `daysBack` before today: the logs open on the last seven days. */
export function chinaDayBefore(daysBack: number): string {
  return formatChinaDate(new Date(Date.now() - daysBack * DAY_MS));
}
