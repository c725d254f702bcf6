// The console-audit area: the staff audit log (操作日志) for auditors.
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
