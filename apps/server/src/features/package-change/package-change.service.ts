import { SmsCodeType } from '@hall/contract/sms/rules';
import type { PackageChangeResult, PackageDetails } from '@hall/contract/package-change/schemas';
import { PACKAGE_CHANGE_ACCEPTED, PACKAGE_CHANGE_VERIFICATION_TTL_SECONDS, PackageChangeMessage } from '@hall/contract/package-change/rules';
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
    throw invalid('请使用已绑定的手机号办理');
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
    throw invalid('未查询到该套餐信息');
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
    throw invalid('未查询到号码信息');
  }
  const verificationExpiry = await findVerificationExpiry(deps.db, member.id, phone);
  if (verificationExpiry === null) {
    throw invalid(PackageChangeMessage.VERIFICATION_REQUIRED);
  }
  if (verificationExpiry <= now) {
    throw invalid(PackageChangeMessage.VERIFICATION_EXPIRED);
  }
  if (input.packageId !== subscriber.packageId) {
    throw invalid('当前套餐信息已变化，请返回重新选择');
  }
  const target = await deps.boss.findPackage(input.newofferId);
  if (!target || !target.isOrderable || target.serviceKind !== subscriber.serviceKind) {
    throw invalid('所选套餐不存在或不可办理');
  }
  if (!isOfferedCallDisplay(deps, target.callDisplay)) {
    throw invalid(PackageChangeMessage.KING_CARD_CLOSED);
  }
  if (subscriber.status !== 'normal') {
    return refuse(Refusal.NUMBER_STATUS, '您的号码当前状态不是正常在用，暂不能变更套餐，请缴清欠费或恢复后再办理');
  }
  if (target.id === subscriber.packageId) {
    return refuse(Refusal.SAME_PACKAGE, '您当前已是该套餐，无需变更');
  }
  const pending = await deps.boss.findPendingPackageChange(phone);
  if (pending) {
    return refuse(Refusal.ALREADY_PENDING, `您已办理变更为「${pending.toPackageName}」，将于${formatDateTitle(pending.effectiveDate)}生效，不能重复办理`);
  }
  const effectiveDate = findFirstDayOfNextMonth(now);
  const order = await deps.boss.createPackageChange({ phone, fromPackageId: subscriber.packageId, toPackageId: target.id, effectiveDate, now });
  if (!order) {
    return refuse(Refusal.ALREADY_PENDING, '您已有一笔待生效的套餐变更，不能重复办理');
  }
  await deleteVerification(deps.db, member.id);
  return {
    rspCode: PACKAGE_CHANGE_ACCEPTED,
    rspDesc: `套餐变更已受理，「${target.name}」将于${formatDateTitle(effectiveDate)}生效`,
    effectiveDate,
  };
}
