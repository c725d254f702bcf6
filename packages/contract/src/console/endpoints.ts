import { accountLogin } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The operator console's own operations: staff sessions (cookie), roles per operation.
export const consoleEndpoints = {
  CONSOLE_LOGIN: { method: 'POST', path: '/api/console/login', access: 'public', loading: true, limits: accountLogin('username') },
  /** The login's second step for a member with TOTP: the pending login CONSOLE_LOGIN answered, and a code or a recovery code. */
  CONSOLE_LOGIN_TOTP: { method: 'POST', path: '/api/console/loginTotp', access: 'public', loading: true, limits: accountLogin('ticket') },
  CONSOLE_LOGOUT: { method: 'POST', path: '/api/console/logout', access: 'staff', staffRoles: [], beforeTotpEnrolment: true },
  CONSOLE_SESSION: { method: 'POST', path: '/api/console/session', access: 'staff', staffRoles: [], beforeTotpEnrolment: true },
  CONSOLE_OVERVIEW: { method: 'POST', path: '/api/console/overview', access: 'staff', staffRoles: [] },
  CONSOLE_HALL_NOTICE: { method: 'POST', path: '/api/console/hallNotice', access: 'staff', staffRoles: ['editor'] },
  CONSOLE_SAVE_HALL_NOTICE: { method: 'POST', path: '/api/console/saveHallNotice', access: 'staff', staffRoles: ['editor'] },
  CONSOLE_REVIEW_KINDS: { method: 'POST', path: '/api/console/reviewKinds', access: 'staff', staffRoles: ['auditor'] },
  CONSOLE_REVIEW_LIST: { method: 'POST', path: '/api/console/reviewList', access: 'staff', staffRoles: ['auditor'] },
  CONSOLE_REVIEW_DETAIL: { method: 'POST', path: '/api/console/reviewDetail', access: 'staff', staffRoles: ['auditor'] },
  CONSOLE_REVIEW_DECIDE: { method: 'POST', path: '/api/console/reviewDecide', access: 'staff', staffRoles: ['auditor'], loading: true },
  /** The decisions made in a range of days (optionally of one kind) as a streamed CSV file, from the audit log. */
  CONSOLE_EXPORT_REVIEW_DECISIONS: { method: 'POST', path: '/api/console/exportReviewDecisions', access: 'staff', staffRoles: ['auditor'], binary: true },
  CONSOLE_SANDBOX_OUTBOX: { method: 'POST', path: '/api/console/sandboxOutbox', access: 'staff', staffRoles: [] },
} as const satisfies Record<string, Endpoint>;
