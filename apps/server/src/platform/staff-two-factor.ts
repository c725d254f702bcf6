import { hasTotpRequiredRole } from '@hall/contract/console-staff/rules';
import type { StaffRole } from '@hall/contract/operation';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { randomInt } from 'node:crypto';
import { hashShortCode } from './secrets.ts';
import { openSealedData, sealData } from './sealed-data.ts';

// The console's second login factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every
// authenticator app reads an otpauth URI) through otplib, and one-time recovery codes. Secrets are
// kept sealed under SECRET_KEY; recovery codes as keyed hashes.

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = '自助营业厅管理后台';
/** A code of the step before or after the current one is still taken (clock drift, a code typed as it turned). */
const TOLERANCE_SECONDS = 30;
/** No 0/o, 1/l/i: a recovery code is read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function createTotpSecret(): string {
  return generateSecret();
}

export function describeTotpUri(secret: string, username: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

export function sealTotpSecret(secretKey: string, secret: string): string {
  return sealData(secretKey, secret);
}

export function openTotpSecret(secretKey: string, sealed: string): string {
  return openSealedData<string>(secretKey, sealed);
}

/**
 * The time step of a right code, or null. A step at or before `afterStep` (the last one accepted)
 * is refused, so a code logs in once.
 */
export function verifyTotpCode(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) {
    return null;
  }
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of 10 characters (about 49 bits each), shown as xxxxx-xxxxx. */
export function createRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** The stored form of a recovery code, as typed with or without its hyphen, in any case. */
export function hashRecoveryCode(secretKey: string, staffId: number, code: string): string {
  return hashShortCode(secretKey, 'staff-recovery-code', String(staffId), code.replace('-', '').toLowerCase());
}

/** Whether a member must enrol TOTP before anything else: a role that needs it, no TOTP yet, and the requirement on. */
export function mustEnrolTotp(staff: { roles: readonly StaffRole[]; hasTotp: boolean }, isRequired: boolean): boolean {
  return isRequired && !staff.hasTotp && hasTotpRequiredRole(staff.roles);
}
