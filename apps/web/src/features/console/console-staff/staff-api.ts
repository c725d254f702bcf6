// The console-staff area (员工账号, admin): the accounts, their roles, passwords, second factor and
// sessions. Every change refreshes the list, whose counts (live sessions, TOTP) it moves.
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const staffKey = [...consoleKeys.all, 'staff'] as const;

// The page shows a failed read itself (with 重试), so the reads send no toast.

export const staffAccountsQuery = queryOptions({
  queryKey: staffKey,
  queryFn: () => callStaff('CONSOLE_STAFF_LIST', {}, { isSilent: true }),
  retry: false,
});

/** One member's live sessions; not read until a member is chosen. */
export function staffSessionsQuery(username: string) {
  return queryOptions({
    queryKey: [...staffKey, 'sessions', username],
    queryFn: () => callStaff('CONSOLE_STAFF_SESSIONS', { username }, { isSilent: true }),
    enabled: username !== '',
    retry: false,
  });
}

/** A new account; answers its generated first password, shown once. */
export function useCreateStaff() {
  return useConsoleMutation({
    mutationFn: (account: OperationInput<'CONSOLE_CREATE_STAFF'>) => callStaff('CONSOLE_CREATE_STAFF', account, { isSilent: true }),
    success: (account) => `账号 ${account.username} 已创建`,
    refresh: staffKey,
  });
}

export function useSetStaffRoles() {
  return useConsoleMutation({
    mutationFn: (change: OperationInput<'CONSOLE_SET_STAFF_ROLES'>) => callStaff('CONSOLE_SET_STAFF_ROLES', change, { isSilent: true }),
    success: '角色已保存，下一次操作即按新角色执行',
    refresh: staffKey,
  });
}

export function useSetStaffDisabled() {
  return useConsoleMutation({
    mutationFn: (change: OperationInput<'CONSOLE_SET_STAFF_DISABLED'>) => callStaff('CONSOLE_SET_STAFF_DISABLED', change, { isSilent: true }),
    success: (change) => (change.isDisabled ? '账号已停用，其会话已全部结束' : '账号已启用'),
    refresh: staffKey,
  });
}

/** A new generated password, shown once; the member's sessions end. */
export function useResetStaffPassword() {
  return useConsoleMutation({
    mutationFn: (username: string) => callStaff('CONSOLE_RESET_STAFF_PASSWORD', { username }, { isSilent: true }),
    success: '密码已重置，该员工已下线',
    refresh: staffKey,
  });
}

/** A lost authenticator: the member enrols again at the next login. */
export function useResetStaffTotp() {
  return useConsoleMutation({
    mutationFn: (username: string) => callStaff('CONSOLE_RESET_STAFF_TOTP', { username }, { isSilent: true }),
    success: '动态口令已重置，该员工下次登录时重新绑定',
    refresh: staffKey,
  });
}

export function useEndStaffSession() {
  return useConsoleMutation({
    mutationFn: (session: OperationInput<'CONSOLE_END_STAFF_SESSION'>) => callStaff('CONSOLE_END_STAFF_SESSION', session, { isSilent: true }),
    success: '会话已结束',
    refresh: staffKey,
  });
}
