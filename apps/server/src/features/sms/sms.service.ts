import { isReachable } from '@hall/contract/number-state';
import { DefaultMessage } from '@hall/contract/codes';
import { SmsCodeType, SmsMessage, type SmsCodeTypeValue } from '@hall/contract/sms/rules';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { LossReportMessage } from '@hall/contract/loss-report/rules';
import { findLossReportInForce } from '../../boss/loss-reports.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { ensureRoomFor } from '../../platform/member-numbers.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';

/** Purposes that act on the member's own number: the code may only go to the bound phone. */
const BOUND_PHONE_PURPOSES: readonly SmsCodeTypeValue[] = [
  SmsCodeType.UNBIND,
  SmsCodeType.PASSWORD,
  SmsCodeType.PACKAGE_CHANGE,
  SmsCodeType.NUMBER_SERVICE,
  SmsCodeType.GIFT,
  SmsCodeType.USAGE_DETAIL,
  SmsCodeType.MEMBER_DELETION,
  SmsCodeType.PERSONAL_INFO_COPY,
];

export async function sendSmsCode(
  deps: AppDeps,
  member: AuthenticatedMember,
  options: { phone: string; purpose: SmsCodeTypeValue; ip: string },
): Promise<{ resendAfterSeconds: number }> {
  if (BOUND_PHONE_PURPOSES.includes(options.purpose)) {
    if (!member.boundPhone) {
      throw invalid(DefaultMessage.NOT_BOUND);
    }
    if (member.boundPhone !== options.phone) {
      throw invalid(SmsMessage.BOUND_PHONE_ONLY);
    }
  } else {
    const subscriber = await deps.boss.findSubscriber(options.phone);
    if (!subscriber || !isReachable(subscriber.status)) {
      throw invalid(SmsMessage.NOT_OUR_NUMBER);
    }
    // No code for a number that could not enter anyway.
    if (options.purpose === SmsCodeType.INVOICE_VERIFY && !subscriber.isRealName) {
      throw invalid(INVOICE_MESSAGES.REAL_NAME_ONLY);
    }
    if (options.purpose === SmsCodeType.BIND) {
      await ensureRoomFor(deps.db, member.id, options.phone);
    }
  }
  if (await findLossReportInForce(deps.db, options.phone)) {
    throw invalid(LossReportMessage.CODE_BARRED);
  }
  return deps.oneTimeCodes.send(options);
}
