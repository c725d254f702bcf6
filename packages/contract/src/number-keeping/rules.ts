// 停机保号 and the PUK code for the bound number's owner (zod-free: the hall's pages and the
// server share these words, choices and the keep's end date).
import { findStartOfChinaDay, formatChinaDate, shiftChinaMonths } from '../china-time.ts';
import { checkRequired, type FieldCheck } from '../validators.ts';

/** How long a 停机保号 may be chosen for, in months. */
export const KEEP_MONTHS_MIN = 1;
export const KEEP_MONTHS_MAX = 12;
export const KEEP_MONTH_CHOICES: readonly number[] = Array.from({ length: KEEP_MONTHS_MAX - KEEP_MONTHS_MIN + 1 }, (_, index) => KEEP_MONTHS_MIN + index);

/** How the owner proves it is them: the number's service password, or an SMS code sent to it. */
export const OwnerCheckBy = { PASSWORD: 'password', SMS: 'sms' } as const;
export type OwnerCheckByValue = (typeof OwnerCheckBy)[keyof typeof OwnerCheckBy];
export const OWNER_CHECK_BY_VALUES = [OwnerCheckBy.PASSWORD, OwnerCheckBy.SMS] as const;

export const OWNER_CHECK_BY_TEXT: Record<OwnerCheckByValue, string> = {
  password: '服务密码',
  sms: '短信验证码',
};

export const NumberKeepingMessage = {
  CHECK_BY_INVALID: '请选择验证方式',
  PASSWORD_REQUIRED: '请输入服务密码',
  MONTHS_INVALID: `请选择${KEEP_MONTHS_MIN}至${KEEP_MONTHS_MAX}个月的保号时长`,
  /** 停机保号 is only for a number in service without arrears. */
  KEEP_OWING: '号码当前欠费，请先缴清欠费后再办理停机保号',
  ALREADY_KEPT: '号码已办理停机保号，无需重复办理',
  NOT_KEPT: '号码未办理停机保号，无需复机',
  NUMBER_CANCELLED: '该号码已销户，不能办理此业务',
  /** A card whose PUK the stock import did not bring (an older card, a replacement card). */
  PUK_NOT_ON_RECORD: '该卡的PUK码请携带身份证到营业厅查询',
} as const;

export const checkOwnerPassword: FieldCheck = checkRequired(NumberKeepingMessage.PASSWORD_REQUIRED);

/**
 * When a 停机保号 of `months` months begun at `now` ends: the start of the China day that many
 * months on (the number is back in service that day). Server and page both count it this way.
 */
export function findKeepEnd(now: Date, months: number): Date {
  return findStartOfChinaDay(shiftChinaMonths(now, months));
}

/** The end date (YYYY-MM-DD, China) a page shows for a keep of `months` months begun at `now`. */
export function formatKeepEndDate(now: Date, months: number): string {
  return formatChinaDate(findKeepEnd(now, months));
}
