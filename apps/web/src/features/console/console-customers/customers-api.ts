// The console-customers area (客户视图, service and auditors): the search, the person's page, a
// field revealed with a reason, notes and unbinding.
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const customersKey = [...consoleKeys.all, 'customers'] as const;
const viewKey = (phone: string) => [...customersKey, 'view', phone] as const;

export type CustomerSearch = OperationInput<'CONSOLE_CUSTOMER_SEARCH'>;

// The pages show a failed read themselves (with 重试), so the reads send no toast.

/** The matches of a search; nothing is read until one is asked. */
export function customerSearchQuery(search: CustomerSearch | null) {
  return queryOptions({
    queryKey: [...customersKey, 'search', search],
    queryFn: () => callStaff('CONSOLE_CUSTOMER_SEARCH', search!, { isSilent: true }),
    enabled: search !== null,
    retry: false,
  });
}

export function customerViewQuery(phone: string) {
  return queryOptions({
    queryKey: viewKey(phone),
    queryFn: () => callStaff('CONSOLE_CUSTOMER_VIEW', { phone }, { isSilent: true }),
    retry: false,
  });
}

/** A field revealed for this staff member only, once a reason is given; the answer goes to `onRevealed`. */
export function useRevealCustomerField(onRevealed: (field: OperationInput<'CONSOLE_REVEAL_CUSTOMER_FIELD'>['field'], value: string) => void) {
  return useConsoleMutation({
    mutationFn: (reveal: OperationInput<'CONSOLE_REVEAL_CUSTOMER_FIELD'>) => callStaff('CONSOLE_REVEAL_CUSTOMER_FIELD', reveal, { isSilent: true }),
    success: '已显示，本次查看已记入操作日志',
    onChanged: ({ payload, result }) => onRevealed(payload.field, result.value),
  });
}

export function useAddCustomerNote(phone: string) {
  return useConsoleMutation({
    mutationFn: (note: OperationInput<'CONSOLE_ADD_CUSTOMER_NOTE'>) => callStaff('CONSOLE_ADD_CUSTOMER_NOTE', note, { isSilent: true }),
    success: '备注已保存',
    refresh: viewKey(phone),
  });
}

export function useUnbindCustomerMember(phone: string) {
  return useConsoleMutation({
    mutationFn: (unbinding: OperationInput<'CONSOLE_UNBIND_CUSTOMER_MEMBER'>) => callStaff('CONSOLE_UNBIND_CUSTOMER_MEMBER', unbinding, { isSilent: true }),
    success: (_unbinding, result) => (result.sessionsEnded > 0 ? '已解绑，该微信用户已退出登录' : '已解绑'),
    refresh: viewKey(phone),
  });
}

export function useEndNumberSessions(phone: string) {
  return useConsoleMutation({
    mutationFn: (ending: OperationInput<'CONSOLE_END_NUMBER_SESSIONS'>) => callStaff('CONSOLE_END_NUMBER_SESSIONS', ending, { isSilent: true }),
    success: (_ending, result) => (result.sessionsEnded > 0 ? `已让${result.sessionsEnded}个登录下线` : '该号码当前没有登录中的微信用户'),
    refresh: viewKey(phone),
  });
}
