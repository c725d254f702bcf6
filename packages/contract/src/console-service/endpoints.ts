import type { Endpoint } from '../operation.ts';

// The customer-service queue in the console (role service): complaints and feedback, answered once by SMS.
export const consoleServiceEndpoints = {
  CONSOLE_SERVICE_ITEMS: { method: 'POST', path: '/api/console/serviceItems', access: 'staff', staffRoles: ['service'] },
  CONSOLE_SERVICE_ANSWER: { method: 'POST', path: '/api/console/serviceAnswer', access: 'staff', staffRoles: ['service'] },
} as const satisfies Record<string, Endpoint>;
