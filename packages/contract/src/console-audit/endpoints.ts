import { STAFF_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// 操作日志: the staff audit log, read-only, for auditors (and admins), filtered by day, staff member,
// action and subject; and the members' own log of their personal-information actions. Not in the spec (docs/spec-conformance.md).
export const consoleAuditEndpoints = {
  CONSOLE_AUDIT_LOG: { method: 'POST', path: '/api/console/auditLog', access: 'staff', staffRoles: ['auditor'], limits: STAFF_LOOKUP },
  /** 会员操作日志: what members did to their own personal information (member_action_log), by day, member and action. */
  CONSOLE_MEMBER_ACTIONS: { method: 'POST', path: '/api/console/memberActions', access: 'staff', staffRoles: ['auditor'], limits: STAFF_LOOKUP },
} as const satisfies Record<string, Endpoint>;
