// The dealers' fund pools as the overview shows them: a dealer's ledger and the top-up. They are
// operations of the contract's console-dealers area, but only the overview (this area) uses them,
// and areas do not import each other.
import { queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const fundPoolKeys = {
  ledger: (dealerId: string) => [...consoleKeys.all, 'fund-pool', dealerId] as const,
};

export function fundPoolLedgerQuery(dealerId: string) {
  return queryOptions({
    queryKey: fundPoolKeys.ledger(dealerId),
    queryFn: () => callStaff('CONSOLE_FUND_POOL_LEDGER', { dealerId }),
    enabled: dealerId !== '',
  });
}

/** Tops up a dealer's fund pool; the whole console is read again, since the overview's balances and the ledger both moved. */
export function useTopUpFundPool() {
  return useConsoleMutation({
    mutationFn: (topUp: OperationInput<'CONSOLE_FUND_POOL_TOP_UP'>) => callStaff('CONSOLE_FUND_POOL_TOP_UP', topUp, { isSilent: true }),
    success: '资金池已充值',
    refresh: consoleKeys.all,
  });
}
