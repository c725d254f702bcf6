import type { fundPoolStatementEndpoints } from '@hall/contract/agent/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readFundPoolStatement } from './fund-pool-statement.service.ts';

/** The dealer's fund-pool statement (资金池流水), for its manager. */
export const fundPoolStatementModule: FeatureModule<keyof typeof fundPoolStatementEndpoints> = {
  name: 'fund-pool-statement',
  handlers: (deps) => ({
    AGENT_FUND_POOL_STATEMENT: ({ agent, input }) => readFundPoolStatement(deps, agent, input),
  }),
};
