import { isReachable } from '@hall/contract/number-state';
import { AccountMessage, UnbindType } from '@hall/contract/account/rules';
import { PasswordMessage } from '@hall/contract/password/rules';
import { AuthType, type AuthTypeValue } from '@hall/contract/identity/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid, notBound } from '../../platform/api-error.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { findOwnerIdNumber } from '../../platform/identity-checks.ts';
import { ensureRoomFor } from '../../platform/member-numbers.ts';
import { unbindPhoneFromMember } from './account.repository.ts';

/**
 * FACE_AUTH_ACCOUNT_BIND: starts the face check for binding without a code (ACCOUNT_BIND) or for
 * resetting a forgotten service password of the bound number (SET_PASSWORD).
 */
export async function startFaceAccountCheck(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'FACE_AUTH_ACCOUNT_BIND'>,
): Promise<IdentityStartResponse> {
  const authType: AuthTypeValue = input.authType ?? AuthType.ACCOUNT_BIND;
  if (authType === AuthType.SET_PASSWORD) {
    if (!member.boundPhone) {
      throw notBound();
    }
    if (member.boundPhone !== input.mobilePhone) {
      throw invalid(PasswordMessage.BOUND_PHONE_ONLY);
    }
  } else {
    await ensureRoomFor(deps.db, member.id, input.mobilePhone);
  }
  const subscriber = await deps.boss.findSubscriber(input.mobilePhone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(AccountMessage.NOT_OUR_NUMBER);
  }
  const idNumber = await findOwnerIdNumber(
    deps,
    { name: input.name, idLast6: input.idCardNumber, phone: input.mobilePhone },
    // What binding and the password reset answer when the name and last six are not the owner's.
    authType === AuthType.SET_PASSWORD ? PasswordMessage.OWNER_MISMATCH : AccountMessage.BIND_REJECTED,
  );
  return deps.identityChecks.start({
    memberId: member.id,
    authType,
    ownerName: input.name,
    idNumber,
    idHint: input.idCardNumber.toUpperCase(),
    phone: input.mobilePhone,
    returnUrl: input.returnUrl,
    consent: input.consent,
  });
}

/** RELIEVE_BINDING of the active number: by an SMS code sent to it (type 1) or the owner's ID number and name (type 2). */
export async function unbindPhone(deps: AppDeps, member: BoundMember, input: OperationRequest<'RELIEVE_BINDING'>): Promise<OperationOutput<'RELIEVE_BINDING'>> {
  const phone = member.boundPhone;
  if (input.type === UnbindType.BY_CODE) {
    if (input.mobilePhone !== phone) {
      throw invalid(AccountMessage.NOT_YOUR_NUMBER);
    }
    await deps.oneTimeCodes.verify({ phone, purpose: SmsCodeType.UNBIND, code: input.code ?? '' });
  } else {
    const subscriber = await deps.boss.findSubscriber(phone);
    const isOwner = subscriber !== null && subscriber.idNumber.toUpperCase() === (input.idCard ?? '').toUpperCase() && subscriber.ownerName === input.name;
    if (!isOwner) {
      throw invalid(AccountMessage.OWNER_MISMATCH);
    }
  }
  const method = input.type === UnbindType.BY_CODE ? 'smsCode' : 'ownerIdentity';
  const result = await unbindPhoneFromMember(deps.db, { memberId: member.id, phone, method, now: deps.now() });
  if (!result) {
    throw invalid(AccountMessage.ALREADY_UNBOUND);
  }
  return { mobilePhone: phone, remainingNumbers: result.remaining, isAutoTopUpEnded: result.isAutoTopUpEnded };
}
