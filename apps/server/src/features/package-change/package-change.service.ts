import { SmsCodeType } from '@hall/contract/sms/rules';
import type { PackageChangeResult, PackageDetails } from '@hall/contract/package-change/schemas';
import {
  describePendingChange,
  PACKAGE_CHANGE_ACCEPTED,
  PACKAGE_CHANGE_VERIFICATION_TTL_SECONDS,
  PackageChangeMessage,
} from '@hall/contract/package-change/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { isOfferedCallDisplay } from '../../domain/king-card.ts';
import { findStartOfNextChinaMonth, formatChinaDate } from '@hall/contract/china-time';
import { formatDateTitle } from '@hall/contract/china-calendar';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { sanitizePackageRules } from '../../platform/rich-text.ts';
import { deleteVerification, findVerificationExpiry, saveVerification } from './package-change.repository.ts';

/** The carrier's refusal codes (rspCode) for a change it will not take. */
const Refusal = {
  NUMBER_STATUS: '2001',
  SAME_PACKAGE: '2002',
  ALREADY_PENDING: '2003',
} as const;

/** YYYY-MM-DD of the first day of next month in China: when a change takes effect. */
export function findFirstDayOfNextMonth(now: Date): string {
  return formatChinaDate(findStartOfNextChinaMonth(now));
}

function requireOwnPhone(member: BoundMember, phone: string): void {
  if (phone !== member.boundPhone) {
    throw invalid(PackageChangeMessage.BOUND_PHONE_ONLY);
  }
}

/** VERIFICATION_CODE: the type 06 code sent to the bound phone allows one change for 30 minutes. */
export async function verifyPackageChangeCode(
  deps: AppDeps,
  member: BoundMember,
  input: { service_id: string; code: string },
): Promise<{ validUntil: string }> {
  requireOwnPhone(member, input.service_id);
  await deps.oneTimeCodes.verify({ phone: member.boundPhone, purpose: SmsCodeType.PACKAGE_CHANGE, code: input.code });
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + PACKAGE_CHANGE_VERIFICATION_TTL_SECONDS * 1000);
  await saveVerification(deps.db, { memberId: member.id, phone: member.boundPhone, verifiedAt: now, expiresAt });
  return { validUntil: expiresAt.toISOString() };
}

/** PACKAGE_DETAILS: every field of the details page, with the rules HTML sanitised. */
export async function readPackageDetails(deps: AppDeps, _member: AuthenticatedMember, productId: string): Promise<PackageDetails> {
  const item = await deps.boss.findPackage(productId);
  if (!item) {
    throw invalid(PackageChangeMessage.PACKAGE_NOT_FOUND);
  }
  if (!isOfferedCallDisplay(deps, item.callDisplay)) {
    throw invalid(PackageChangeMessage.KING_CARD_CLOSED);
  }
  return {
    productId: item.id,
    name: item.name,
    monthfee: item.monthlyFeeFen,
    voicein: item.voiceMinutes,
    datain: item.dataMb,
    voiceout: item.voiceOutFenPerMinute,
    vsopin: item.callerDisplayFeeFen,
    smsout: item.smsCount,
    description: sanitizePackageRules(item.descriptionHtml),
    Calldisplay: item.callDisplay,
    serviceKind: item.serviceKind,
  };
}

const refuse = (rspCode: string, rspDesc: string): PackageChangeResult => ({ rspCode, rspDesc, effectiveDate: null });

/**
 * PACKAGE_CHANGE: after a passed SMS check, records a change to an orderable package of the
 * number's kind, effective on the first day of next month. Input problems answer -100; the
 * carrier's refusals answer a rspCode other than 0000 with rspDesc.
 */
export async function changePackage(deps: AppDeps, member: BoundMember, input: { packageId: string; newofferId: string }): Promise<PackageChangeResult> {
  const now = deps.now();
  const phone = member.boundPhone;
  await deps.boss.applyDuePackageChanges(phone, formatChinaDate(now), now);
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber) {
    throw invalid(PackageChangeMessage.NUMBER_NOT_FOUND);
  }
  const verificationExpiry = await findVerificationExpiry(deps.db, member.id, phone);
  if (verificationExpiry === null) {
    throw invalid(PackageChangeMessage.VERIFICATION_REQUIRED);
  }
  if (verificationExpiry <= now) {
    throw invalid(PackageChangeMessage.VERIFICATION_EXPIRED);
  }
  if (input.packageId !== subscriber.packageId) {
    throw invalid(PackageChangeMessage.CURRENT_PACKAGE_CHANGED);
  }
  const target = await deps.boss.findPackage(input.newofferId);
  if (!target || !target.isOrderable || target.serviceKind !== subscriber.serviceKind) {
    throw invalid(PackageChangeMessage.TARGET_NOT_ORDERABLE);
  }
  if (!isOfferedCallDisplay(deps, target.callDisplay)) {
    throw invalid(PackageChangeMessage.KING_CARD_CLOSED);
  }
  if (subscriber.status !== 'normal') {
    return refuse(Refusal.NUMBER_STATUS, PackageChangeMessage.NUMBER_NOT_IN_USE);
  }
  if (target.id === subscriber.packageId) {
    return refuse(Refusal.SAME_PACKAGE, PackageChangeMessage.SAME_PACKAGE);
  }
  const pending = await deps.boss.findPendingPackageChange(phone);
  if (pending) {
    return refuse(Refusal.ALREADY_PENDING, describePendingChange(pending.toPackageName, formatDateTitle(pending.effectiveDate)));
  }
  const effectiveDate = findFirstDayOfNextMonth(now);
  const order = await deps.boss.createPackageChange({ phone, fromPackageId: subscriber.packageId, toPackageId: target.id, effectiveDate, now });
  if (!order) {
    return refuse(Refusal.ALREADY_PENDING, PackageChangeMessage.CHANGE_PENDING);
  }
  await deleteVerification(deps.db, member.id);
  return {
    rspCode: PACKAGE_CHANGE_ACCEPTED,
    rspDesc: `套餐变更已受理，「${target.name}」将于${formatDateTitle(effectiveDate)}生效`,
    effectiveDate,
  };
}
