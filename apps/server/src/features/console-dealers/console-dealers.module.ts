import type { consoleDealersEndpoints } from '@hall/contract/console-dealers/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readFundPoolLedger, topUpFundPool } from './console-dealers.service.ts';
import { exportFundPool, exportOpenings } from './dealer-exports.service.ts';
import {
  changeAgentRole,
  createAgent,
  createDealer,
  editDealer,
  endAgentSessions,
  importStock,
  readDealerAgents,
  readDealers,
  readDealerStock,
  resetAgentPassword,
  switchAgent,
  switchDealer,
} from './dealer-accounts.service.ts';
import { createPartnerLink, readPartnerLinks, rotatePartnerSecret, switchPartnerLink } from './partner-links.service.ts';

export const consoleDealersModule: FeatureModule<keyof typeof consoleDealersEndpoints> = {
  name: 'console-dealers',
  handlers: (deps) => {
    return {
      CONSOLE_FUND_POOL_LEDGER: ({ input }) => readFundPoolLedger(deps, input.dealerId),
      CONSOLE_FUND_POOL_TOP_UP: ({ staff, input }) => topUpFundPool(deps, staff, input),
      CONSOLE_FUND_POOL_EXPORT: ({ staff, input, reply }) => exportFundPool(deps, staff, input, reply),
      CONSOLE_OPENINGS_EXPORT: ({ staff, input, reply }) => exportOpenings(deps, staff, input, reply),
      CONSOLE_DEALERS: () => readDealers(deps),
      CONSOLE_CREATE_DEALER: ({ staff, input }) => createDealer(deps, staff, input),
      CONSOLE_UPDATE_DEALER: ({ staff, input }) => editDealer(deps, staff, input),
      CONSOLE_SET_DEALER_DISABLED: ({ staff, input }) => switchDealer(deps, staff, input),
      CONSOLE_DEALER_AGENTS: ({ input }) => readDealerAgents(deps, input.dealerId),
      CONSOLE_CREATE_AGENT: ({ staff, input }) => createAgent(deps, staff, input),
      CONSOLE_SET_AGENT_DISABLED: ({ staff, input }) => switchAgent(deps, staff, input),
      CONSOLE_SET_AGENT_ROLE: ({ staff, input }) => changeAgentRole(deps, staff, input),
      CONSOLE_RESET_AGENT_PASSWORD: ({ staff, input }) => resetAgentPassword(deps, staff, input),
      CONSOLE_END_AGENT_SESSIONS: ({ staff, input }) => endAgentSessions(deps, staff, input),
      CONSOLE_DEALER_STOCK: ({ input }) => readDealerStock(deps, input.dealerId),
      CONSOLE_IMPORT_STOCK: ({ staff, input }) => importStock(deps, staff, input),
      CONSOLE_PARTNER_LINKS: () => readPartnerLinks(deps),
      CONSOLE_CREATE_PARTNER_LINK: ({ staff, input }) => createPartnerLink(deps, staff, input),
      CONSOLE_ROTATE_PARTNER_SECRET: ({ staff, input }) => rotatePartnerSecret(deps, staff, input),
      CONSOLE_SET_PARTNER_LINK_DISABLED: ({ staff, input }) => switchPartnerLink(deps, staff, input),
    };
  },
};
