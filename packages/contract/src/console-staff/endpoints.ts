import type { Endpoint } from '../operation.ts';

// 员工账号 (admin only): the console's accounts, their roles, passwords and sessions; and every
// member's own second factor (TOTP): the login's second step and the enrolment. Not in the spec.
export const consoleStaffEndpoints = {
  CONSOLE_STAFF_LIST: { method: 'POST', path: '/api/console/staffList', access: 'staff', staffRoles: ['admin'] },
  /** A new account; the server generates the first password and answers it this once. */
  CONSOLE_CREATE_STAFF: { method: 'POST', path: '/api/console/createStaff', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_SET_STAFF_ROLES: { method: 'POST', path: '/api/console/setStaffRoles', access: 'staff', staffRoles: ['admin'], loading: true },
  /** Disabling ends the member's sessions at once. */
  CONSOLE_SET_STAFF_DISABLED: { method: 'POST', path: '/api/console/setStaffDisabled', access: 'staff', staffRoles: ['admin'], loading: true },
  /** A generated password, answered once; ends the member's sessions and any lockout. */
  CONSOLE_RESET_STAFF_PASSWORD: { method: 'POST', path: '/api/console/resetStaffPassword', access: 'staff', staffRoles: ['admin'], loading: true },
  /** A lost authenticator: the secret and recovery codes go, the sessions end; the next login enrols again. */
  CONSOLE_RESET_STAFF_TOTP: { method: 'POST', path: '/api/console/resetStaffTotp', access: 'staff', staffRoles: ['admin'], loading: true },
  CONSOLE_STAFF_SESSIONS: { method: 'POST', path: '/api/console/staffSessions', access: 'staff', staffRoles: ['admin'] },
  CONSOLE_END_STAFF_SESSION: { method: 'POST', path: '/api/console/endStaffSession', access: 'staff', staffRoles: ['admin'], loading: true },
  /** A new TOTP secret (its otpauth URI and QR), not active until confirmed. Open before enrolment. */
  CONSOLE_TOTP_ENROL: { method: 'POST', path: '/api/console/totpEnrol', access: 'staff', staffRoles: [], beforeTotpEnrolment: true },
  /** The first code activates the secret; answers the recovery codes once. Open before enrolment. */
  CONSOLE_TOTP_CONFIRM: { method: 'POST', path: '/api/console/totpConfirm', access: 'staff', staffRoles: [], loading: true, beforeTotpEnrolment: true },
} as const satisfies Record<string, Endpoint>;
