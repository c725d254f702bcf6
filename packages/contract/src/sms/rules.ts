// One-time SMS codes: their types by the spec's numbers and the limits the server keeps (zod-free).

export const SMS_CODE_TTL_SECONDS = 300;

/** What sending a code refuses with (besides the limits). */
export const SmsMessage = {
  BOUND_PHONE_ONLY: '请使用已绑定的手机号获取验证码',
  NOT_OUR_NUMBER: '该号码不是本网号码，无法获取验证码',
} as const;
export const SMS_CODE_MAX_WRONG_TRIES = 5;
export const SMS_RESEND_INTERVAL_SECONDS = 60;
export const SMS_MAX_PER_HOUR = 5;
export const SMS_MAX_PER_DAY = 10;
export const SMS_MAX_PER_IP_PER_HOUR = 30;

/** SMS code purposes by the spec's type numbers. */
export const SmsCodeType = {
  BIND: '01',
  OLD_INVOICE: '02',
  UNBIND: '04',
  PASSWORD: '05',
  PACKAGE_CHANGE: '06',
  INVOICE_VERIFY: '08',
  /** Not in the spec: the owner's check before 停机保号, its early end, or reading the PUK (number-keeping). */
  NUMBER_SERVICE: '09',
  /** Not in the spec: the giver's confirmation of a gift of data or credit (gift). */
  GIFT: '11',
  /** Not in the spec: opening the call and SMS detail (详单) of the bound number (usage-detail). */
  USAGE_DETAIL: '12',
  /** Not in the spec: the member's confirmation that their member record be deleted (personal-info). */
  MEMBER_DELETION: '14',
  /** Not in the spec: asking for a copy of one's personal information (personal-info). */
  PERSONAL_INFO_COPY: '13',
} as const;
export type SmsCodeTypeValue = (typeof SmsCodeType)[keyof typeof SmsCodeType];
export const SMS_CODE_TYPES = Object.values(SmsCodeType) as [SmsCodeTypeValue, ...SmsCodeTypeValue[]];
