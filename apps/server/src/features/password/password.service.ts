import { AuthType } from '@hall/contract/identity/rules';
import { ResponseCode } from '@hall/contract/codes';
import { PasswordMessage, SERVICE_PASSWORD_CHANGE_GRANT_MINUTES } from '@hall/contract/password/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { describeRefusedPassword } from '../../platform/service-password.ts';
import { saveChangeGrant, takeChangeGrant } from './password.repository.ts';

/** Six equal digits or a run like 123456 / 654321 are refused. */
function isTooSimple(password: string): boolean {
  const digits = [...password].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}

/**
 * servicePasswordEditTest (step 1): the SMS code (type 05) of the bound number, then its old
 * password. The code stays usable while the password is wrong; a code sent after a lock lifts it.
 */
export async function checkOldServicePassword(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'servicePasswordEditTest'>,
): Promise<{ mobilePhone: string; validMinutes: number }> {
  const phone = member.boundPhone;
  if (input.mobilePhone !== phone) {
    throw invalid(PasswordMessage.BOUND_PHONE_ONLY);
  }
  const codeOptions = { phone, purpose: SmsCodeType.PASSWORD, code: input.code } as const;
  const { sentAt } = await deps.oneTimeCodes.verify({ ...codeOptions, keepUnused: true });
  const check = await deps.boss.verifyServicePassword(phone, input.rawServicePass, { now: deps.now(), unlockLockedBefore: sentAt });
  if (check.outcome !== 'accepted') {
    throw invalid(describeRefusedPassword(check, '原密码'));
  }
  await deps.oneTimeCodes.verify(codeOptions);
  const now = deps.now();
  await saveChangeGrant(deps.db, member.id, phone, new Date(now.getTime() + SERVICE_PASSWORD_CHANGE_GRANT_MINUTES * 60_000));
  return { mobilePhone: phone, validMinutes: SERVICE_PASSWORD_CHANGE_GRANT_MINUTES };
}

/** setService_Password (step 2): after step 1, or with the passed SET_PASSWORD face check; lifts a lock. */
export async function changeServicePassword(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'setService_Password'>,
): Promise<{ mobilePhone: string }> {
  const phone = member.boundPhone;
  if (isTooSimple(input.newServicePass)) {
    throw invalid(PasswordMessage.NEW_PASSWORD_TOO_SIMPLE);
  }
  if (input.biz_no) {
    const check = await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.SET_PASSWORD });
    const subscriber = await deps.boss.findSubscriber(phone);
    const isOwner =
      check.phone === phone &&
      subscriber !== null &&
      subscriber.ownerName === check.ownerName &&
      subscriber.idNumber.slice(-6).toUpperCase() === check.idHint.toUpperCase();
    if (!isOwner) {
      throw new ApiError(ResponseCode.IDENTITY_FAILED, PasswordMessage.OWNER_MISMATCH);
    }
  } else if (!(await takeChangeGrant(deps.db, member.id, phone, deps.now()))) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, PasswordMessage.CHANGE_GRANT_EXPIRED);
  }
  await deps.boss.changeServicePassword(phone, input.newServicePass, deps.now());
  return { mobilePhone: phone };
}
