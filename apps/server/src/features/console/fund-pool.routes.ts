import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { readFundPoolLedger, topUpFundPool } from './fund-pool.service.ts';

export function createConsoleDealersHandlers(deps: AppDeps): HandlerTable<'CONSOLE_FUND_POOL_LEDGER' | 'CONSOLE_FUND_POOL_TOP_UP'> {
  return {
    CONSOLE_FUND_POOL_LEDGER: ({ input }) => readFundPoolLedger(deps, input.dealerId),
    CONSOLE_FUND_POOL_TOP_UP: ({ staff, input }) => topUpFundPool(deps, staff, input),
  };
}
