// The console-numbers area: the number record (号码档案) for customer service and auditors, and what staff do from it.
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const numbersKeys = {
  record: (phone: string) => [...consoleKeys.all, 'numbers', 'record', phone] as const,
  account: (phone: string) => [...consoleKeys.all, 'numbers', 'account', phone] as const,
  activity: (phone: string) => [...consoleKeys.all, 'numbers', 'activity', phone] as const,
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

/** The number's money and life cycle (bills, ledger, usage, state changes, debts, adjustments); read beside the record. */
export function numberAccountQuery(phone: string) {
  return queryOptions({
    queryKey: numbersKeys.account(phone),
    queryFn: () => callStaff('CONSOLE_NUMBER_ACCOUNT', { phone }, { isSilent: true }),
    enabled: phone !== '',
    retry: false,
  });
}

/** The number's top-ups, points, invoices, posts, complaints and notices outside the SMS outbox; read beside the record. */
export function numberActivityQuery(phone: string) {
  return queryOptions({
    queryKey: numbersKeys.activity(phone),
    queryFn: () => callStaff('CONSOLE_NUMBER_ACTIVITY', { phone }, { isSilent: true }),
    enabled: phone !== '',
    retry: false,
  });
}

/** The staff actions that move the number through its states, each answering its new state. */
export const NUMBER_MOVE_OPERATIONS = {
  suspend: 'CONSOLE_SUSPEND_NUMBER',
  resume: 'CONSOLE_RESUME_NUMBER',
  liftAudit: 'CONSOLE_LIFT_AUDIT_SUSPENSION',
  startCancellation: 'CONSOLE_START_CANCELLATION',
} as const;
export type NumberMove = keyof typeof NUMBER_MOVE_OPERATIONS;

const MOVE_SUCCESS: Record<NumberMove, string> = {
  suspend: '已停机，将短信通知机主',
  resume: '已复机，将短信通知机主',
  liftAudit: '已解除审核停机，将短信通知机主',
  startCancellation: '已发起销户，号码进入预销户',
};

/** 停机, 复机, 解除审核停机 or 发起销户; the record and its account are read again. */
export function useMoveNumber(move: NumberMove, onMoved: () => void) {
  return useConsoleMutation({
    mutationFn: (action: OperationInput<'CONSOLE_SUSPEND_NUMBER'>) => callStaff(NUMBER_MOVE_OPERATIONS[move], action, { isSilent: true }),
    success: MOVE_SUCCESS[move],
    onChanged: onMoved,
    refresh: [...consoleKeys.all, 'numbers'],
  });
}

/** The number's own credit limit, or the package's again (admin). */
export function useSetCreditLimit(onSet: () => void) {
  return useConsoleMutation({
    mutationFn: (limit: OperationInput<'CONSOLE_SET_CREDIT_LIMIT'>) => callStaff('CONSOLE_SET_CREDIT_LIMIT', limit, { isSilent: true }),
    success: '信用额度已调整',
    onChanged: onSet,
    refresh: [...consoleKeys.all, 'numbers'],
  });
}

/** 调账: applied at once, or waiting for a second staff member above the threshold. */
export function useRequestAdjustment(onRequested: () => void) {
  return useConsoleMutation({
    mutationFn: (adjustment: OperationInput<'CONSOLE_REQUEST_ADJUSTMENT'>) => callStaff('CONSOLE_REQUEST_ADJUSTMENT', adjustment, { isSilent: true }),
    success: (_adjustment, result) => (result.status === 'pending' ? '调账已提交，待其他管理员审批' : '调账已入账'),
    onChanged: onRequested,
    refresh: [...consoleKeys.all, 'numbers'],
  });
}

/** A second staff member approves or rejects a waiting adjustment. */
export function useDecideAdjustment(onDecided: () => void) {
  return useConsoleMutation({
    mutationFn: (decision: OperationInput<'CONSOLE_DECIDE_ADJUSTMENT'>) => callStaff('CONSOLE_DECIDE_ADJUSTMENT', decision, { isSilent: true }),
    success: (decision) => (decision.decision === 'approve' ? '已同意，调账已入账' : '已驳回调账'),
    onChanged: onDecided,
    refresh: [...consoleKeys.all, 'numbers'],
  });
}

/** 核销欠款 (admin). */
export function useWriteOffDebt(onWrittenOff: () => void) {
  return useConsoleMutation({
    mutationFn: (writeOff: OperationInput<'CONSOLE_WRITE_OFF_DEBT'>) => callStaff('CONSOLE_WRITE_OFF_DEBT', writeOff, { isSilent: true }),
    success: '欠款已核销',
    onChanged: onWrittenOff,
    refresh: [...consoleKeys.all, 'numbers'],
  });
}
