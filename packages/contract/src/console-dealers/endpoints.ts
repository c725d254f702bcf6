import type { Endpoint } from '../operation.ts';

// Dealers in the console: their fund pools (ledger: any staff; top-ups: admin), and the dealers,
// their agents, their card stock and the partner links that log an agent in (admin only), and the
// CSV exports of the fund pools and the openings (admin).
export const consoleDealersEndpoints = {
  CONSOLE_FUND_POOL_LEDGER: { method: 'POST', path: '/api/console/fundPoolLedger', access: 'staff', staffRoles: [] },
  CONSOLE_FUND_POOL_TOP_UP: { method: 'POST', path: '/api/console/fundPoolTopUp', access: 'staff', staffRoles: ['admin'], loading: true },
  /** A streamed CSV file of one dealer's or every dealer's fund-pool ledger with the running balance, for a range of days. */
  CONSOLE_FUND_POOL_EXPORT: { method: 'POST', path: '/api/console/fundPoolExport', access: 'staff', staffRoles: ['admin'], binary: true },
  /** A streamed CSV file of the card openings of one dealer or all, for a range of days (masked numbers). */
  CONSOLE_OPENINGS_EXPORT: { method: 'POST', path: '/api/console/openingsExport', access: 'staff', staffRoles: ['admin'], binary: true },
  CONSOLE_DEALERS: { method: 'POST', path: '/api/console/dealers', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_CREATE_DEALER: { method: 'POST', path: '/api/console/createDealer', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_UPDATE_DEALER: { method: 'POST', path: '/api/console/updateDealer', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_SET_DEALER_DISABLED: { method: 'POST', path: '/api/console/setDealerDisabled', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_DEALER_AGENTS: { method: 'POST', path: '/api/console/dealerAgents', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_CREATE_AGENT: { method: 'POST', path: '/api/console/createAgent', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_SET_AGENT_DISABLED: { method: 'POST', path: '/api/console/setAgentDisabled', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_SET_AGENT_ROLE: { method: 'POST', path: '/api/console/setAgentRole', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_RESET_AGENT_PASSWORD: { method: 'POST', path: '/api/console/resetAgentPassword', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_END_AGENT_SESSIONS: { method: 'POST', path: '/api/console/endAgentSessions', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_DEALER_STOCK: { method: 'POST', path: '/api/console/dealerStock', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_IMPORT_STOCK: { method: 'POST', path: '/api/console/importStock', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_PARTNER_LINKS: { method: 'POST', path: '/api/console/partnerLinks', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_CREATE_PARTNER_LINK: { method: 'POST', path: '/api/console/createPartnerLink', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_ROTATE_PARTNER_SECRET: { method: 'POST', path: '/api/console/rotatePartnerSecret', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_SET_PARTNER_LINK_DISABLED: { method: 'POST', path: '/api/console/setPartnerLinkDisabled', access: 'staff', staffRoles: ['admin'], loading: true },
} as const satisfies Record<string, Endpoint>;
