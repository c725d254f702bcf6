import type { consoleCommissionEndpoints } from '@hall/contract/console-commission/endpoints';
import { CommissionMessage } from '@hall/contract/commission/rules';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { findDealerName, readCommissionStatement, statementMonthOf } from '../../domain/commission-statement.ts';
import { invalid } from '../../platform/api-error.ts';
import { exportCommission } from './commission-export.service.ts';
import { listCommissionRules, setCommissionRule } from './commission-rules.service.ts';

/** Commission in the console: rules per agent offer, a dealer's month, and the CSV export. */
export const consoleCommissionModule: FeatureModule<keyof typeof consoleCommissionEndpoints> = {
  name: 'console-commission',
  handlers: (deps) => ({
    CONSOLE_COMMISSION_RULES: () => listCommissionRules(deps),
    CONSOLE_SET_COMMISSION_RULE: ({ staff, input }) => setCommissionRule(deps, staff, input),
    CONSOLE_COMMISSION_STATEMENT: async ({ input }) => {
      const dealerName = await findDealerName(deps.db, input.dealerId);
      if (dealerName === null) {
        throw invalid(CommissionMessage.DEALER_NOT_FOUND);
      }
      const months = statementMonthOf(deps.now(), input.month);
      return { ...(await readCommissionStatement(deps.db, input.dealerId, { ...months, page: input.page })), dealerName };
    },
    CONSOLE_COMMISSION_EXPORT: ({ staff, input, reply }) => exportCommission(deps, staff, input, reply),
  }),
};
