// Patterns and field limits shared by forms (browser) and schemas (server). Kept free of zod so
// that the phone bundle can use them without shipping a schema library.

/** Mainland mobile number: 11 digits, first 1, second 3-9. */
export const MOBILE_PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** The two number-transfer forms allow a second digit of 3-8 only. */
export const TRANSFER_PHONE_PATTERN = /^1[3-8]\d{9}$/;
/** Contact numbers on real-name forms: 13-18. */
export const CONTACT_PHONE_PATTERN = /^1[3-8]\d{9}$/;
/** 18-character resident ID number (last character may be X). */
export const ID_NUMBER_PATTERN = /^\d{17}[\dXx]$/;
export const ID_LAST6_PATTERN = /^\d{5}[\dXx]$/;
export const SMS_CODE_PATTERN = /^\d{4,8}$/;
/** A service password: six digits. */
export const SERVICE_PASSWORD_PATTERN = /^\d{6}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One line a person types: no NUL, no other C0 or C1 control character, no DEL, no line break or tab. */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE_TEXT_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** Text of several lines (posts, replies, feedback, complaints, reasons): tab and line breaks too. */
// eslint-disable-next-line no-control-regex
export const MULTI_LINE_TEXT_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

export const FieldLimit = {
  PHONE: 11,
  ID_NUMBER: 18,
  ID_LAST6: 6,
  NAME: 10,
  SMS_CODE: 8,
  SERVICE_PASSWORD_FIELD: 10,
  SERVICE_PASSWORD_DIGITS: 6,
  OLD_PASSWORD: 20,
  BANK: 40,
  TRANSFER_ORDER: 30,
  TRANSFER_CODE: 6,
  TAX_NUMBER: 20,
  FEEDBACK: 100,
  CARD_LAST7: 7,
  /** Upper bound for free text the spec leaves open (reasons, addresses, posts). */
  FREE_TEXT: 500,
} as const;

/** What a form or the server says of a field it refuses: each message exists once, here. */
export const FieldMessage = {
  PHONE_REQUIRED: '请输入手机号',
  PHONE_INVALID: '请输入正确的手机号',
  ID_NUMBER_REQUIRED: '请输入身份证号',
  ID_NUMBER_INVALID: '请输入正确的身份证号',
  ID_LAST6_REQUIRED: '请输入身份证号后六位',
  ID_LAST6_INVALID: '请输入正确的身份证号后六位',
  /** The forms' wording; the server's schemas say 请填写姓名 (requiredText). */
  NAME_REQUIRED: '请输入姓名',
  /** The card lookup's, the opening query's and the applications' wording of a missing name. */
  OWNER_NAME_REQUIRED: '请输入您的姓名',
  SMS_CODE_REQUIRED: '请输入验证码',
  SMS_CODE_INVALID: '验证码格式错误',
} as const;

/** A zod-free check: the message to show, or null when the value is acceptable. Values are trimmed first. */
export type FieldCheck = (value: string) => string | null;

/** A check refusing an empty value with `required`, and a value `isValid` refuses with `invalid`. */
export function checkPattern(required: string, invalid: string, isValid: (value: string) => boolean): FieldCheck {
  return (value) => {
    const trimmed = value.trim();
    if (!trimmed) {
      return required;
    }
    return isValid(trimmed) ? null : invalid;
  };
}

/** A check refusing only an empty value. */
export function checkRequired(message: string): FieldCheck {
  return (value) => (value.trim() ? null : message);
}

/** The first refusal of several checks, in their order. */
export function checkAll(...checks: FieldCheck[]): FieldCheck {
  return (value) => {
    for (const check of checks) {
      const message = check(value);
      if (message) {
        return message;
      }
    }
    return null;
  };
}

/** The same check, with some of its messages in the words a page's spec uses ({ original: spoken }). */
export function rewordCheck(check: FieldCheck, words: Partial<Record<string, string>>): FieldCheck {
  return (value) => {
    const message = check(value);
    return message === null ? null : (words[message] ?? message);
  };
}

export const checkMobilePhone: FieldCheck = checkPattern(FieldMessage.PHONE_REQUIRED, FieldMessage.PHONE_INVALID, (value) => MOBILE_PHONE_PATTERN.test(value));
export const checkIdNumber: FieldCheck = checkPattern(FieldMessage.ID_NUMBER_REQUIRED, FieldMessage.ID_NUMBER_INVALID, (value) =>
  ID_NUMBER_PATTERN.test(value),
);
export const checkIdLast6: FieldCheck = checkPattern(FieldMessage.ID_LAST6_REQUIRED, FieldMessage.ID_LAST6_INVALID, (value) => ID_LAST6_PATTERN.test(value));
export const checkSmsCode: FieldCheck = checkPattern(
  FieldMessage.SMS_CODE_REQUIRED,
  FieldMessage.SMS_CODE_INVALID,
  (value) => value.length <= FieldLimit.SMS_CODE && SMS_CODE_PATTERN.test(value),
);
export const checkPersonName: FieldCheck = checkRequired(FieldMessage.NAME_REQUIRED);

export function isMobilePhone(value: string): boolean {
  return MOBILE_PHONE_PATTERN.test(value);
}

export function isTransferPhone(value: string): boolean {
  return TRANSFER_PHONE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Company taxpayer ID on the old invoice form: 15-20 characters (digits and capital letters). */
export const TAX_NUMBER_PATTERN = /^[0-9A-Z]{15,20}$/;

export function isTaxNumber(value: string): boolean {
  return TAX_NUMBER_PATTERN.test(value);
}
