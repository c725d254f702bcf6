import type { Endpoint } from '../operation.ts';

// Real-name supplement links in the console (role service): issue a link for a number, list the issued ones.
export const consoleRealNameEndpoints = {
  CONSOLE_REAL_NAME_ORDER_ISSUE: { method: 'POST', path: '/api/console/realNameOrderIssue', access: 'staff', staffRoles: ['service'] },
  CONSOLE_REAL_NAME_ORDERS: { method: 'POST', path: '/api/console/realNameOrders', access: 'staff', staffRoles: ['service'] },
} as const satisfies Record<string, Endpoint>;
