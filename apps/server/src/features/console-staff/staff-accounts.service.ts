import { StaffLimit, StaffMessage } from '@hall/contract/console-staff/rules';
import type { StaffRole } from '@hall/contract/operation';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/connection.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { clearLoginLockout } from '../../platform/login-lockout.ts';
import { generateReadablePassword, hashPassword } from '../../platform/password-hashes.ts';
import { endSessionsOfStaff, type AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { clearTotpOf } from './staff-totp.repository.ts';
import {
  deleteSessionOf,
  endPendingLoginsOf,
  findStaffAccount,
  insertStaffAccount,
  listLiveSessions,
  listStaffAccounts,
  lockAdminsAndAccount,
  updateStaffDisabled,
  updateStaffPasswordHash,
  updateStaffRoles,
} from './console-staff.repository.ts';

// 员工账号 (admin): accounts, roles, passwords and sessions. Every change and its audit entry commit
// in one transaction; a generated password is answered once and never written to the audit log.
// Nobody can lock the console out of its own administration: an admin keeps their own account and
// admin role, and the last enabled admin stays one (the admins' rows are locked for the check).

type Input<Name extends 'CONSOLE_CREATE_STAFF' | 'CONSOLE_SET_STAFF_ROLES' | 'CONSOLE_SET_STAFF_DISABLED' | 'CONSOLE_END_STAFF_SESSION'> =
  OperationRequest<Name>;

function audit(deps: AppDeps, db: Executor, staff: AuthenticatedStaff, action: string, username: string, detail: Record<string, unknown> = {}) {
  return insertAuditEntry(db, { createdAt: deps.now(), staffId: staff.id, action, subjectType: 'staff', subjectId: username, detail });
}

export async function readStaffAccounts(deps: AppDeps): Promise<OperationOutput<'CONSOLE_STAFF_LIST'>> {
  const rows = await listStaffAccounts(deps.db, deps.now());
  return {
    list: rows.map((row) => ({
      ...row,
      roles: row.roles as StaffRole[],
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      liveSessions: Number(row.liveSessions),
    })),
  };
}

/** A new account with a generated password, answered this once. */
export async function createStaffAccount(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_CREATE_STAFF'>) {
  const password = generateReadablePassword(StaffLimit.PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const isNew = await insertStaffAccount(tx, { ...input, passwordHash, createdAt: deps.now() });
    if (!isNew) {
      throw invalid(StaffMessage.USERNAME_TAKEN);
    }
    await audit(deps, tx, staff, 'staff_create', input.username, { displayName: input.displayName, roles: input.roles });
  });
  return { username: input.username, password };
}

export function setStaffRoles(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_SET_STAFF_ROLES'>) {
  return deps.db.transaction(async (tx) => {
    const { enabledAdminIds, account } = await lockAdminsAndAccount(tx, input.username);
    if (!account) {
      throw invalid(StaffMessage.STAFF_NOT_FOUND);
    }
    const losesAdmin = account.roles.includes('admin') && !input.roles.includes('admin');
    if (losesAdmin && account.id === staff.id) {
      throw invalid(StaffMessage.NOT_YOURSELF_ADMIN);
    }
    if (losesAdmin && enabledAdminIds.includes(account.id) && enabledAdminIds.length === 1) {
      throw invalid(StaffMessage.LAST_ADMIN);
    }
    await updateStaffRoles(tx, account.id, input.roles);
    await audit(deps, tx, staff, 'staff_roles', account.username, { before: account.roles, after: input.roles });
    return { username: account.username, roles: input.roles };
  });
}

/** Disables (ending the member's sessions and pending logins at once) or enables an account. */
export function setStaffDisabled(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_SET_STAFF_DISABLED'>) {
  return deps.db.transaction(async (tx) => {
    const { enabledAdminIds, account } = await lockAdminsAndAccount(tx, input.username);
    if (!account) {
      throw invalid(StaffMessage.STAFF_NOT_FOUND);
    }
    if (input.isDisabled && account.id === staff.id) {
      throw invalid(StaffMessage.NOT_YOURSELF_DISABLE);
    }
    if (input.isDisabled && enabledAdminIds.includes(account.id) && enabledAdminIds.length === 1) {
      throw invalid(StaffMessage.LAST_ADMIN);
    }
    await updateStaffDisabled(tx, account.id, input.isDisabled);
    let endedSessions = 0;
    if (input.isDisabled) {
      endedSessions = await endSessionsOfStaff(tx, account.id);
      await endPendingLoginsOf(tx, account.id);
    }
    await audit(deps, tx, staff, input.isDisabled ? 'staff_disable' : 'staff_enable', account.username, { endedSessions });
    return { username: account.username, isDisabled: input.isDisabled, endedSessions };
  });
}

/** A new generated password, answered this once; the member's sessions, pending logins and lockout end. */
export async function resetStaffPassword(deps: AppDeps, staff: AuthenticatedStaff, username: string) {
  const password = generateReadablePassword(StaffLimit.PASSWORD_LENGTH);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const account = await findStaffAccount(tx, username);
    if (!account) {
      throw invalid(StaffMessage.STAFF_NOT_FOUND);
    }
    await updateStaffPasswordHash(tx, account.id, passwordHash);
    const endedSessions = await endSessionsOfStaff(tx, account.id);
    await endPendingLoginsOf(tx, account.id);
    await clearLoginLockout(tx, 'staff', account.username);
    await audit(deps, tx, staff, 'staff_password_reset', account.username, { endedSessions });
  });
  return { username, password };
}

/**
 * A lost authenticator: the member's secret (active or pending) and recovery codes go, and their
 * sessions and pending logins end. A role that needs TOTP is held to enrolling again at the next login.
 */
export function resetStaffTotp(deps: AppDeps, staff: AuthenticatedStaff, username: string) {
  return deps.db.transaction(async (tx) => {
    const account = await findStaffAccount(tx, username);
    if (!account) {
      throw invalid(StaffMessage.STAFF_NOT_FOUND);
    }
    if (!(await clearTotpOf(tx, account.id))) {
      throw invalid(StaffMessage.TOTP_NOT_ENROLLED);
    }
    const endedSessions = await endSessionsOfStaff(tx, account.id);
    await endPendingLoginsOf(tx, account.id);
    await audit(deps, tx, staff, 'staff_totp_reset', account.username, { endedSessions });
    return { username: account.username, endedSessions };
  });
}

export async function readStaffSessions(deps: AppDeps, staff: AuthenticatedStaff, username: string): Promise<OperationOutput<'CONSOLE_STAFF_SESSIONS'>> {
  const account = await findStaffAccount(deps.db, username);
  if (!account) {
    throw invalid(StaffMessage.STAFF_NOT_FOUND);
  }
  const rows = await listLiveSessions(deps.db, account.id, deps.now());
  return {
    list: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      isCurrent: row.id === staff.sessionId,
    })),
  };
}

export function endStaffSession(deps: AppDeps, staff: AuthenticatedStaff, input: Input<'CONSOLE_END_STAFF_SESSION'>) {
  return deps.db.transaction(async (tx) => {
    const account = await findStaffAccount(tx, input.username);
    if (!account || !(await deleteSessionOf(tx, account.id, input.sessionId))) {
      throw invalid(StaffMessage.SESSION_NOT_FOUND);
    }
    await audit(deps, tx, staff, 'staff_session_end', account.username, { sessionId: input.sessionId });
    return { isEnded: true as const };
  });
}
