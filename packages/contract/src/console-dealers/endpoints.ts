import type { Endpoint } from '../operation.ts';

// Dealers' fund pools in the console: the ledger (any staff), top-ups (admin only).
export const consoleDealersEndpoints = {
  CONSOLE_FUND_POOL_LEDGER: { method: 'POST', path: '/api/console/fundPoolLedger', access: 'staff', staffRoles: [] },
  CONSOLE_FUND_POOL_TOP_UP: { method: 'POST', path: '/api/console/fundPoolTopUp', access: 'staff', staffRoles: ['admin'], loading: true },
} as const satisfies Record<string, Endpoint>;
