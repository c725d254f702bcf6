import type { Endpoint } from '../operation.ts';

// Commission in the console (admin only): the rule of each agent offer (a change is a new version,
// audit-logged), a dealer's monthly statement, and the statement of one dealer or all as CSV.
export const consoleCommissionEndpoints = {
  CONSOLE_COMMISSION_RULES: { method: 'POST', path: '/api/console/commissionRules', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_SET_COMMISSION_RULE: { method: 'POST', path: '/api/console/setCommissionRule', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_COMMISSION_STATEMENT: { method: 'POST', path: '/api/console/commissionStatement', access: 'staff', staffRoles: ['admin'] },
  /** A CSV file streamed to the reply, not an envelope (a refusal is one); the console saves it as the server names it. */
  CONSOLE_COMMISSION_EXPORT: { method: 'POST', path: '/api/console/commissionExport', access: 'staff', staffRoles: ['admin'], binary: true },
} as const satisfies Record<string, Endpoint>;
