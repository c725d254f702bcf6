import type { agentCommissionEndpoints } from '@hall/contract/agent/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readAgentCommission } from './agent-commission.service.ts';

/** The dealer's commission statement (佣金结算), for its manager. */
export const agentCommissionModule: FeatureModule<keyof typeof agentCommissionEndpoints> = {
  name: 'agent-commission',
  handlers: (deps) => ({
    AGENT_COMMISSION_STATEMENT: ({ agent, input }) => readAgentCommission(deps, agent, input),
  }),
};
