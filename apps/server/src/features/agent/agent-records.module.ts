import type { agentRecordsEndpoints } from '@hall/contract/agent/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readAgentOpenings } from './agent-records.service.ts';

/** The agent's own openings (开卡记录). */
export const agentRecordsModule: FeatureModule<keyof typeof agentRecordsEndpoints> = {
  name: 'agent-records',
  handlers: (deps) => ({
    AGENT_OPENINGS: ({ agent, input }) => readAgentOpenings(deps, agent, input),
  }),
};
