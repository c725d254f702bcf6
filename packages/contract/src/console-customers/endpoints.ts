import { STAFF_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// 客户视图 for the service desk (service, auditor): search, the person's page, a personal field
// revealed with a reason (audit-logged), a note, and a member unbound from a number at the owner's
// request. Reading reveals whose numbers they are, so reads are limited and logged like 号码档案.
export const consoleCustomersEndpoints = {
  CONSOLE_CUSTOMER_SEARCH: { method: 'POST', path: '/api/console/customerSearch', access: 'staff', staffRoles: ['service', 'auditor'], limits: STAFF_LOOKUP },
  CONSOLE_CUSTOMER_VIEW: { method: 'POST', path: '/api/console/customerView', access: 'staff', staffRoles: ['service', 'auditor'], limits: STAFF_LOOKUP },
  CONSOLE_REVEAL_CUSTOMER_FIELD: {
    method: 'POST',
    path: '/api/console/revealCustomerField',
    access: 'staff',
    staffRoles: ['service', 'auditor'],
    limits: STAFF_LOOKUP,
  },
  CONSOLE_ADD_CUSTOMER_NOTE: { method: 'POST', path: '/api/console/addCustomerNote', access: 'staff', staffRoles: ['service'], loading: true },
  /** Logs every member holding the number out of the hall (a lost phone), with a reason. */
  CONSOLE_END_NUMBER_SESSIONS: { method: 'POST', path: '/api/console/endNumberSessions', access: 'staff', staffRoles: ['service'], loading: true },
  /** Ends one member's binding of the number, and that member's sessions when it held nothing else. */
  CONSOLE_UNBIND_CUSTOMER_MEMBER: { method: 'POST', path: '/api/console/unbindCustomerMember', access: 'staff', staffRoles: ['service'], loading: true },
} as const satisfies Record<string, Endpoint>;
