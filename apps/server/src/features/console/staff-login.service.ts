import { ConsoleMessage } from '@hall/contract/console/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { RECOVERY_CODE_PATTERN, StaffLimit } from '@hall/contract/console-staff/rules';
import type { StaffRole } from '@hall/contract/operation';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { checkLoginAttempt, checkLoginPassword, clearLoginLockout } from '../../platform/login-lockout.ts';
import { createStaffSession } from '../../platform/staff-sessions.ts';
import { hashRecoveryCode, openTotpSecret, verifyTotpCode } from '../../platform/staff-two-factor.ts';
import { findStaffByUsername } from './console.repository.ts';
import { presentStaffProfile } from './console.service.ts';
import { claimPendingLogin, createPendingLogin, findPendingLogin, recordStaffLogin, takeTotpStep, useRecoveryCode } from './staff-login.repository.ts';

// The console login: the password, then for a member with TOTP a second step with a code. Both
// steps are attempts under the same lockout of the username (five in a row that do not complete a
// login lock it for 15 minutes). The password step of a member with TOTP does not clear the count:
// only a completed login does, so passwords cannot buy more guesses at the code.

type LoginAnswer = OperationOutput<'CONSOLE_LOGIN'>;

interface LoggedInStaff {
  id: number;
  username: string;
  displayName: string;
  roles: string[];
  hasTotp: boolean;
}

/** The password step: a session, or for a member with TOTP a pending login for the code. */
export async function logInStaff(deps: AppDeps, username: string, password: string): Promise<{ token: string | null; answer: LoginAnswer }> {
  const now = deps.now();
  const staff = await findStaffByUsername(deps.db, username);
  const hasTotp = Boolean(staff?.totpSecretSealed);
  const isRight = await checkLoginPassword(deps.db, {
    realm: 'staff',
    loginName: username,
    passwordHash: staff?.passwordHash ?? null,
    password,
    now,
    keepsCount: hasTotp,
  });
  if (!staff || !isRight || staff.isDisabled) {
    throw invalid(ConsoleMessage.LOGIN_FAILED);
  }
  if (hasTotp) {
    const ticket = await createPendingLogin(deps.db, staff.id, now);
    return { token: null, answer: { step: 'totp', ticket, expiresInSeconds: StaffLimit.PENDING_LOGIN_SECONDS } };
  }
  const { token, profile } = await completeStaffLogin(deps, { ...staff, hasTotp }, null);
  return { token, answer: { step: 'signedIn', ...profile } };
}

/** The second step: the pending login's ticket and a TOTP code (or an unused recovery code). */
export async function logInStaffWithCode(deps: AppDeps, ticket: string, code: string) {
  const now = deps.now();
  const pending = await findPendingLogin(deps.db, ticket, now);
  if (!pending) {
    throw invalid(ConsoleMessage.TOTP_LOGIN_EXPIRED);
  }
  let usedRecoveryCode = false;
  const isRight = await checkLoginAttempt(deps.db, { realm: 'staff', loginName: pending.username, now }, async () => {
    if (pending.isDisabled || !pending.totpSecretSealed) {
      return false;
    }
    const step = verifyTotpCode(openTotpSecret(deps.secretKey, pending.totpSecretSealed), code.trim(), now, pending.totpLastStep);
    if (step !== null) {
      return takeTotpStep(deps.db, pending.id, step);
    }
    if (RECOVERY_CODE_PATTERN.test(code.trim())) {
      usedRecoveryCode = await useRecoveryCode(deps.db, pending.id, hashRecoveryCode(deps.secretKey, pending.id, code.trim()), now);
    }
    return usedRecoveryCode;
  });
  if (!isRight) {
    throw invalid(ConsoleMessage.TOTP_LOGIN_FAILED);
  }
  // One session per pending login, however many right codes arrive at once.
  if (!(await claimPendingLogin(deps.db, ticket))) {
    throw invalid(ConsoleMessage.TOTP_LOGIN_EXPIRED);
  }
  await clearLoginLockout(deps.db, 'staff', pending.username);
  return completeStaffLogin(deps, { ...pending, hasTotp: true }, usedRecoveryCode ? 'recovery' : 'totp');
}

async function completeStaffLogin(deps: AppDeps, staff: LoggedInStaff, secondFactor: 'totp' | 'recovery' | null) {
  const now = deps.now();
  const token = await deps.db.transaction(async (tx) => {
    const created = await createStaffSession(tx, staff.id, now);
    await recordStaffLogin(tx, staff.id, now);
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'login',
      subjectType: 'staff',
      subjectId: String(staff.id),
      detail: secondFactor ? { secondFactor } : {},
    });
    if (secondFactor === 'recovery') {
      await insertAuditEntry(tx, { createdAt: now, staffId: staff.id, action: 'staff_recovery_code_use', subjectType: 'staff', subjectId: staff.username });
    }
    return created;
  });
  return { token, profile: presentStaffProfile(deps, { ...staff, roles: staff.roles as StaffRole[] }) };
}
