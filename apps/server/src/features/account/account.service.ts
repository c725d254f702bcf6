import { UnbindType } from '@hall/contract/account/rules';
import { AuthType, type AuthTypeValue } from '@hall/contract/identity/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid, notBound } from '../../platform/api-error.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { findOwnerIdNumber } from '../../platform/identity-checks.ts';
import { unbindPhoneFromMember } from './account.repository.ts';

/** What binding and the password reset answer when the name and last six are not the number's owner's. */
const BIND_MISMATCH = '绑定失败，未通过身份验证';
const SET_PASSWORD_MISMATCH = '身份信息与机主信息不一致';

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
      throw invalid('请输入已绑定的手机号');
    }
  } else if (member.boundPhone === input.mobilePhone) {
    throw invalid('您已绑定该号码，无需重复绑定');
  }
  const subscriber = await deps.boss.findSubscriber(input.mobilePhone);
  if (!subscriber || subscriber.status === 'cancelled') {
    throw invalid('该号码不是本网号码，无法办理');
  }
  const idNumber = await findOwnerIdNumber(
    deps,
    { name: input.name, idLast6: input.idCardNumber, phone: input.mobilePhone },
    authType === AuthType.SET_PASSWORD ? SET_PASSWORD_MISMATCH : BIND_MISMATCH,
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

/** RELIEVE_BINDING: by an SMS code sent to the bound number (type 1) or the owner's ID number and name (type 2). */
export async function unbindPhone(deps: AppDeps, member: BoundMember, input: OperationRequest<'RELIEVE_BINDING'>): Promise<{ mobilePhone: string }> {
  const phone = member.boundPhone;
  if (input.type === UnbindType.BY_CODE) {
    if (input.mobilePhone !== phone) {
      throw invalid('该号码不是您绑定的号码');
    }
    await deps.oneTimeCodes.verify({ phone, purpose: SmsCodeType.UNBIND, code: input.code ?? '' });
  } else {
    const subscriber = await deps.boss.findSubscriber(phone);
    const isOwner = subscriber !== null && subscriber.idNumber.toUpperCase() === (input.idCard ?? '').toUpperCase() && subscriber.ownerName === input.name;
    if (!isOwner) {
      throw invalid('身份证号或姓名与机主信息不一致');
    }
  }
  if (!(await unbindPhoneFromMember(deps.db, member.id, phone))) {
    throw invalid('该号码已解除绑定');
  }
  return { mobilePhone: phone };
}
