import { STAFF_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The number record (号码档案): what the back office holds for one number, read-only, for customer
// service and auditors, so that a decision can be seen to have acted.
export const consoleNumbersEndpoints = {
  CONSOLE_NUMBER_RECORD: { method: 'POST', path: '/api/console/numberRecord', access: 'staff', staffRoles: ['service', 'auditor'], limits: STAFF_LOOKUP },
  /** Records that finance paid a cancellation's refund to the bank card (admin only). */
  CONSOLE_REFUND_PAID: { method: 'POST', path: '/api/console/refundPaid', access: 'staff', staffRoles: ['admin'], loading: true },
  /** Lifts a number's loss report at a store, once staff have checked the owner's ID card in person. */
  CONSOLE_LIFT_LOSS_REPORT: { method: 'POST', path: '/api/console/liftLossReport', access: 'staff', staffRoles: ['service'], loading: true },
} as const satisfies Record<string, Endpoint>;
