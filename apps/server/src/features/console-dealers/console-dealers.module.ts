import type { consoleDealersEndpoints } from '@hall/contract/console-dealers/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readFundPoolLedger, topUpFundPool } from './console-dealers.service.ts';

export const consoleDealersModule: FeatureModule<keyof typeof consoleDealersEndpoints> = {
  name: 'console-dealers',
  handlers: (deps) => {
    return {
      CONSOLE_FUND_POOL_LEDGER: ({ input }) => readFundPoolLedger(deps, input.dealerId),
      CONSOLE_FUND_POOL_TOP_UP: ({ staff, input }) => topUpFundPool(deps, staff, input),
    };
  },
};
