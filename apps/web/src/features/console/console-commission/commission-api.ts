// The console-commission area (佣金, admin): the rule of each agent offer, a dealer's month and the
// CSV export of the ledger.
import type { OperationInput } from '@hall/contract/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const commissionKey = [...consoleKeys.all, 'commission'] as const;
const rulesKey = [...commissionKey, 'rules'] as const;

export type StatementFilters = OperationInput<'CONSOLE_COMMISSION_STATEMENT'>;

// The pages show a failed read themselves (with 重试), so the reads send no toast.

export const commissionRulesQuery = queryOptions({
  queryKey: rulesKey,
  queryFn: () => callStaff('CONSOLE_COMMISSION_RULES', {}, { isSilent: true }),
  retry: false,
});

/** A new version of an offer's rule: openings activated from now on earn by it. */
export function useSetCommissionRule() {
  return useConsoleMutation({
    mutationFn: (rule: OperationInput<'CONSOLE_SET_COMMISSION_RULE'>) => callStaff('CONSOLE_SET_COMMISSION_RULE', rule, { isSilent: true }),
    success: '佣金规则已保存，此后激活的开卡按新规则结算',
    refresh: rulesKey,
  });
}

/** The dealers to choose from (the statement and the export are by dealer). */
export const commissionDealersQuery = queryOptions({
  queryKey: [...commissionKey, 'dealers'],
  queryFn: () => callStaff('CONSOLE_DEALERS', {}, { isSilent: true }),
  select: ({ list }) => list.map((dealer) => ({ value: dealer.id, label: `${dealer.name}（${dealer.id}）` })),
  retry: false,
});

/** A dealer's month; not read until a dealer is chosen. */
export function commissionStatementQuery(filters: StatementFilters) {
  return queryOptions({
    queryKey: [...commissionKey, 'statement', filters],
    queryFn: () => callStaff('CONSOLE_COMMISSION_STATEMENT', filters, { isSilent: true }),
    enabled: filters.dealerId !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
