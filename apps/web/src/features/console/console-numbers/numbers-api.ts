// The console-numbers area: the number record (号码档案) for customer service and auditors.
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const numbersKeys = {
  record: (phone: string) => [...consoleKeys.all, 'numbers', 'record', phone] as const,
};

/** What the back office holds for one number; the page shows a failure itself (with a retry), so no toast. */
export function numberRecordQuery(phone: string) {
  return queryOptions({
    queryKey: numbersKeys.record(phone),
    queryFn: () => callStaff('CONSOLE_NUMBER_RECORD', { phone }, { isSilent: true }),
    enabled: phone !== '',
    retry: false,
  });
}

/** Records that finance paid a cancellation's refund (admin); the record is read again. */
export function useRecordRefundPaid(onRecorded: () => void) {
  return useConsoleMutation({
    mutationFn: (payment: OperationInput<'CONSOLE_REFUND_PAID'>) => callStaff('CONSOLE_REFUND_PAID', payment, { isSilent: true }),
    success: '已登记退款，将短信通知原机主',
    onChanged: onRecorded,
    refresh: [...consoleKeys.all, 'numbers'],
  });
}

/** Lifts a number's loss report at a store (customer service); the record is read again. */
export function useLiftLossReport(onLifted: () => void) {
  return useConsoleMutation({
    mutationFn: (lift: OperationInput<'CONSOLE_LIFT_LOSS_REPORT'>) => callStaff('CONSOLE_LIFT_LOSS_REPORT', lift, { isSilent: true }),
    success: '已解除挂失',
    onChanged: onLifted,
    refresh: [...consoleKeys.all, 'numbers'],
  });
}
