// The console-member-deletion area: members' deletion requests that wait for customer service.
import { queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const memberDeletionKeys = { all: [...consoleKeys.all, 'member-deletions'] as const };

/** The waiting requests, oldest first; a failure is shown by the page itself (with a retry). */
export const memberDeletionsQuery = queryOptions({
  queryKey: memberDeletionKeys.all,
  queryFn: () => callStaff('CONSOLE_MEMBER_DELETIONS', {}, { isSilent: true }),
});

/** Carries out a request: refused, with the blocker named, while something still blocks it. */
export function useExecuteDeletion() {
  return useConsoleMutation({
    mutationFn: (request: OperationInput<'CONSOLE_MEMBER_DELETION_EXECUTE'>) => callStaff('CONSOLE_MEMBER_DELETION_EXECUTE', request, { isSilent: true }),
    success: '会员信息已删除',
    refresh: memberDeletionKeys.all,
  });
}

/** Refuses a request with the reason the member then reads. */
export function useRefuseDeletion() {
  return useConsoleMutation({
    mutationFn: (request: OperationInput<'CONSOLE_MEMBER_DELETION_REFUSE'>) => callStaff('CONSOLE_MEMBER_DELETION_REFUSE', request, { isSilent: true }),
    success: '已驳回，会员可在个人信息管理中看到原因',
    refresh: memberDeletionKeys.all,
  });
}
