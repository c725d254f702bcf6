import { StaffLimit, StaffMessage } from '@hall/contract/console-staff/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { qrCodeDataUrl } from '../../platform/qr-code.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import {
  createRecoveryCodes,
  createTotpSecret,
  describeTotpUri,
  hashRecoveryCode,
  openTotpSecret,
  sealTotpSecret,
  verifyTotpCode,
} from '../../platform/staff-two-factor.ts';
import { activatePendingTotpSecret, readPendingTotpSecret, replaceRecoveryCodes, savePendingTotpSecret } from './staff-totp.repository.ts';

// A member's own TOTP: a new secret waits (sealed) until its first code confirms it; then it
// replaces any earlier secret, and ten new recovery codes replace the old ones, shown this once.

export async function enrolTotp(deps: AppDeps, staff: AuthenticatedStaff): Promise<OperationOutput<'CONSOLE_TOTP_ENROL'>> {
  const secret = createTotpSecret();
  await savePendingTotpSecret(deps.db, staff.id, sealTotpSecret(deps.secretKey, secret));
  const otpauthUri = describeTotpUri(secret, staff.username);
  return { secret, otpauthUri, qrDataUrl: await qrCodeDataUrl(otpauthUri) };
}

export async function confirmTotp(deps: AppDeps, staff: AuthenticatedStaff, code: string): Promise<OperationOutput<'CONSOLE_TOTP_CONFIRM'>> {
  const sealed = await readPendingTotpSecret(deps.db, staff.id);
  if (!sealed) {
    throw invalid(StaffMessage.TOTP_NOT_STARTED);
  }
  const step = verifyTotpCode(openTotpSecret(deps.secretKey, sealed), code, deps.now(), null);
  if (step === null) {
    throw invalid(StaffMessage.TOTP_CODE_WRONG);
  }
  const recoveryCodes = createRecoveryCodes(StaffLimit.RECOVERY_CODE_COUNT);
  await deps.db.transaction(async (tx) => {
    if (!(await activatePendingTotpSecret(tx, staff.id, sealed, step))) {
      throw invalid(StaffMessage.TOTP_NOT_STARTED);
    }
    await replaceRecoveryCodes(
      tx,
      staff.id,
      recoveryCodes.map((recoveryCode) => hashRecoveryCode(deps.secretKey, staff.id, recoveryCode)),
    );
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId: staff.id,
      action: 'staff_totp_enrol',
      subjectType: 'staff',
      subjectId: staff.username,
      detail: { replaced: staff.hasTotp },
    });
  });
  return { recoveryCodes };
}
