import { chinaDayOfMonth, chinaMonthIndex } from '@hall/contract/china-time';
import { AccountMessage } from '@hall/contract/account/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { MemberMessage } from '@hall/contract/member/rules';
import { ResponseCode } from '@hall/contract/codes';
import { SmsCodeType } from '@hall/contract/sms/rules';
import type { MemberRecord } from '@hall/contract/member/schemas';
import { isReachable, numberStateLabel } from '@hall/contract/number-state';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import { openCheckedIdNumber } from '../../platform/identity-checks.ts';
import { maskIdNumber } from '../../platform/masking.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { bindNumberToMember, ensureRoomFor } from '../../platform/member-numbers.ts';
import { saveCareMode } from './member.repository.ts';

/** Whole months on the China calendar from one instant to another (the number's age in the network). */
function monthsBetween(from: Date, to: Date): number {
  const months = chinaMonthIndex(to) - chinaMonthIndex(from);
  return Math.max(0, chinaDayOfMonth(to) < chinaDayOfMonth(from) ? months - 1 : months);
}

/** PERSONAL_DATA: the member and, when bound, the number's information from the back office. */
export async function readMemberRecord(deps: AppDeps, member: AuthenticatedMember): Promise<MemberRecord> {
  const subscriber = member.boundPhone ? await deps.boss.findSubscriber(member.boundPhone) : null;
  return {
    memberInfo: {
      memberName: member.nickname,
      avatarUrl: member.avatarUrl,
      bindStatus: subscriber ? 1 : 0,
      realName: subscriber?.isRealName ? 1 : 0,
      idCardNumber: subscriber ? maskIdNumber(subscriber.idNumber) : '',
      careMode: member.careMode,
      contactEmail: member.contactEmail,
    },
    mobilePhoneInfo:
      subscriber && member.boundAt
        ? {
            mobilePhone: subscriber.phone,
            level: subscriber.starLevel,
            mobileStatus: numberStateLabel(subscriber.status),
            time: subscriber.joinedAt.toISOString(),
            bindTime: member.boundAt.toISOString(),
            packageId: subscriber.packageId,
            packageName: subscriber.packageName,
            internetAge: monthsBetween(subscriber.joinedAt, deps.now()),
            attribution: `${subscriber.province} ${subscriber.city}`,
            pointInfo: { currentPoints: subscriber.currentPoints, grandTotalPoints: subscriber.grandTotalPoints },
          }
        : null,
  };
}

/** SET_CARE_MODE: the member's choice, kept so it follows them to another phone. */
export async function setCareMode(deps: AppDeps, member: AuthenticatedMember, enabled: boolean): Promise<{ careMode: boolean }> {
  await saveCareMode(deps.db, member.id, enabled);
  return { careMode: enabled };
}

/** BIND_PHONE: the code proves the person holds the number; it joins the member's others and becomes active. */
export async function bindPhone(deps: AppDeps, member: AuthenticatedMember, options: { phone: string; code: string }): Promise<{ mobilePhone: string }> {
  const subscriber = await deps.boss.findSubscriber(options.phone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(MemberMessage.NOT_OUR_NUMBER);
  }
  // Refused before the code is used up: the person keeps it for when there is room.
  await ensureRoomFor(deps.db, member.id, options.phone);
  await deps.oneTimeCodes.verify({ phone: options.phone, purpose: SmsCodeType.BIND, code: options.code });
  await bindNumberToMember(deps.db, { memberId: member.id, phone: options.phone, proof: 'smsCode', now: deps.now() });
  return { mobilePhone: options.phone };
}

/**
 * BIND_PHONE without a code: the passed ACCOUNT_BIND face check of this member, whose name and
 * ID digits must be those of the number's owner. The check is used up either way.
 */
export async function bindPhoneByIdentityCheck(deps: AppDeps, member: AuthenticatedMember, bizNo: string): Promise<{ mobilePhone: string }> {
  const check = await deps.identityChecks.consume({ memberId: member.id, bizNo, authType: AuthType.ACCOUNT_BIND });
  const subscriber = check.phone ? await deps.boss.findSubscriber(check.phone) : null;
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(MemberMessage.NOT_OUR_NUMBER);
  }
  if (subscriber.ownerName !== check.ownerName || subscriber.idNumber.toUpperCase() !== openCheckedIdNumber(deps.secretKey, check)) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, AccountMessage.BIND_REJECTED);
  }
  await bindNumberToMember(deps.db, { memberId: member.id, phone: subscriber.phone, proof: 'faceCheck', now: deps.now() });
  return { mobilePhone: subscriber.phone };
}
