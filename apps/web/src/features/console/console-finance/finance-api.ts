// The console-finance area (财务, admin): refunds to pay, debts, the monthly run's batches and
// credit control's settings.
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const financeKey = [...consoleKeys.all, 'finance'] as const;
const refundsKey = [...financeKey, 'refunds'] as const;
const creditSettingsKey = [...financeKey, 'credit-settings'] as const;

export type RefundFilters = OperationInput<'CONSOLE_REFUNDS'>;
export type RefundsPaid = OperationOutput<'CONSOLE_REFUNDS_PAID'>;
export type DebtFilters = OperationInput<'CONSOLE_DEBTS'>;

// The pages show a failed read themselves (with 重试), so the reads send no toast.

export function refundsQuery(filters: RefundFilters) {
  return queryOptions({
    queryKey: [...refundsKey, filters],
    queryFn: () => callStaff('CONSOLE_REFUNDS', filters, { isSilent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** 批量登记已退款: what was recorded and what was skipped go to `onRecorded`; the list is read again. */
export function useRecordRefundsPaid(onRecorded: (result: RefundsPaid) => void) {
  return useConsoleMutation({
    mutationFn: (batch: OperationInput<'CONSOLE_REFUNDS_PAID'>) => callStaff('CONSOLE_REFUNDS_PAID', batch, { isSilent: true }),
    success: (_batch, result) => `已登记${result.paid.length}笔退款，将短信通知原机主`,
    onChanged: ({ result }) => onRecorded(result),
    refresh: refundsKey,
  });
}

export function debtsQuery(filters: DebtFilters) {
  return queryOptions({
    queryKey: [...financeKey, 'debts', filters],
    queryFn: () => callStaff('CONSOLE_DEBTS', filters, { isSilent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function billingRunsQuery(page: number) {
  return queryOptions({
    queryKey: [...financeKey, 'billing-runs', page],
    queryFn: () => callStaff('CONSOLE_BILLING_RUNS', { page }, { isSilent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One number's result of a month's run; read once a number is asked for. */
export function billingRunNumberQuery(lookup: { month: string; phone: string }) {
  return queryOptions({
    queryKey: [...financeKey, 'billing-run-number', lookup],
    queryFn: () => callStaff('CONSOLE_BILLING_RUN_NUMBER', lookup, { isSilent: true }),
    enabled: lookup.phone !== '' && lookup.month !== '',
    retry: false,
  });
}

export const creditSettingsQuery = queryOptions({
  queryKey: creditSettingsKey,
  queryFn: () => callStaff('CONSOLE_CREDIT_SETTINGS', {}, { isSilent: true }),
  retry: false,
});

export function useSaveCreditSettings() {
  return useConsoleMutation({
    mutationFn: (settings: OperationInput<'CONSOLE_SAVE_CREDIT_SETTINGS'>) => callStaff('CONSOLE_SAVE_CREDIT_SETTINGS', settings, { isSilent: true }),
    success: '信控设置已保存，下一次信控与月结即按新设置执行',
    refresh: creditSettingsKey,
  });
}
