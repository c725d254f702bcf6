// The console-dealers area: the dealers' fund pools (see api.ts for the console's other files).
import { queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { consoleKeys } from './api.ts';
import { callStaff } from './call-staff.ts';
import { useConsoleMutation } from './use-console-mutation.ts';

export const dealersKeys = {
  fundPool: (dealerId: string) => [...consoleKeys.all, 'fund-pool', dealerId] as const,
};

export function fundPoolLedgerQuery(dealerId: string) {
  return queryOptions({
    queryKey: dealersKeys.fundPool(dealerId),
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
