// The daily reconciliation of the console's 财务对账 (admin): the days with their outcome, one
// day's mismatches, and a rerun of a day.
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const reconciliationKey = [...consoleKeys.all, 'reconciliation'] as const;

export const reconciliationDaysQuery = queryOptions({
  queryKey: [...reconciliationKey, 'days'],
  queryFn: () => callStaff('CONSOLE_RECONCILIATION_DAYS', {}),
});

export const reconciliationDayQuery = (billDate: string) =>
  queryOptions({
    queryKey: [...reconciliationKey, 'day', billDate],
    queryFn: () => callStaff('CONSOLE_RECONCILIATION_DAY', { billDate }),
  });

/** Downloads the day's bill again and reconciles it now; the outcome (also a failure) refreshes the page. */
export function useRerunReconciliation() {
  return useConsoleMutation({
    mutationFn: (billDate: string) => callStaff('CONSOLE_RERUN_RECONCILIATION', { billDate }, { isSilent: true }),
    success: (billDate) => `${billDate} 已重新对账，结果见列表`,
    refresh: reconciliationKey,
  });
}
