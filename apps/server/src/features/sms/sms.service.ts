import { SmsCodeType, type SmsCodeTypeValue } from '@hall/contract/sms/rules';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { LossReportMessage } from '@hall/contract/loss-report/rules';
import { findLossReportInForce } from '../../boss/loss-reports.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';

/** Purposes that act on the member's own number: the code may only go to the bound phone. */
const BOUND_PHONE_PURPOSES: readonly SmsCodeTypeValue[] = [SmsCodeType.UNBIND, SmsCodeType.PASSWORD, SmsCodeType.PACKAGE_CHANGE];

export async function sendSmsCode(
  deps: AppDeps,
  member: AuthenticatedMember,
  options: { phone: string; purpose: SmsCodeTypeValue; ip: string },
): Promise<{ resendAfterSeconds: number }> {
  if (BOUND_PHONE_PURPOSES.includes(options.purpose)) {
    if (!member.boundPhone) {
      throw invalid('请先绑定手机号');
    }
    if (member.boundPhone !== options.phone) {
      throw invalid('请使用已绑定的手机号获取验证码');
    }
  } else {
    const subscriber = await deps.boss.findSubscriber(options.phone);
    if (!subscriber || subscriber.status === 'cancelled') {
      throw invalid('该号码不是本网号码，无法获取验证码');
    }
    // No code for a number that could not enter anyway.
    if (options.purpose === SmsCodeType.INVOICE_VERIFY && !subscriber.isRealName) {
      throw invalid(INVOICE_MESSAGES.REAL_NAME_ONLY);
    }
  }
  if (await findLossReportInForce(deps.db, options.phone)) {
    throw invalid(LossReportMessage.CODE_BARRED);
  }
  return deps.oneTimeCodes.send(options);
}
