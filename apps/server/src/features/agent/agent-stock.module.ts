import type { agentStockEndpoints } from '@hall/contract/agent/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { claimReservation, readAgentStock, releaseStockNumber, reserveStockNumber } from './agent-stock.service.ts';

/** The dealer's card stock (号码库存) and its reservations. */
export const agentStockModule: FeatureModule<keyof typeof agentStockEndpoints> = {
  name: 'agent-stock',
  handlers: (deps) => ({
    AGENT_STOCK: ({ agent, input }) => readAgentStock(deps, agent, input),
    AGENT_STOCK_RESERVE: ({ agent, input }) => reserveStockNumber(deps, agent, input),
    AGENT_STOCK_RELEASE: ({ agent, input }) => releaseStockNumber(deps, agent, input),
    AGENT_STOCK_CLAIM: ({ agent, input }) => claimReservation(deps, agent, input),
  }),
};
