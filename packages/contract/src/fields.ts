import { z } from 'zod';
import {
  checkIdLast6,
  checkIdNumber,
  checkMobilePhone,
  checkSmsCode,
  FieldLimit,
  FieldMessage,
  MULTI_LINE_TEXT_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  type FieldCheck,
} from './validators.ts';
import { CONSENT_REQUIRED_MESSAGE } from './consent.ts';

// Field builders with Chinese messages that name the field, so a rejected request tells the
// person exactly what to fix (code -100).

/**
 * The start of every single-line text field: a string with no control character (NUL, the other C0
 * and C1 controls, DEL, line breaks, tab). PostgreSQL refuses NUL, and none is anything a person
 * types on one line. Chain trim, min, max or a pattern after it.
 */
export function lineString(label: string, error = `${label}格式错误`) {
  return z.string({ error }).regex(SINGLE_LINE_TEXT_PATTERN, `${label}包含无法识别的字符`);
}

/** The start of a multi-line text field (posts, replies, feedback, complaints, reasons): tab and line breaks allowed. */
export function multiLineString(label: string, error = `${label}格式错误`) {
  return z.string({ error }).regex(MULTI_LINE_TEXT_PATTERN, `${label}包含无法识别的字符`);
}

export function requiredText(label: string, maxLength: number) {
  return lineString(label, `请填写${label}`).trim().min(1, `请填写${label}`).max(maxLength, `${label}不能超过${maxLength}个字符`);
}

export function optionalText(label: string, maxLength: number) {
  return lineString(label).trim().max(maxLength, `${label}不能超过${maxLength}个字符`).optional();
}

export function requiredMultiLineText(label: string, maxLength: number) {
  return multiLineString(label, `请填写${label}`).trim().min(1, `请填写${label}`).max(maxLength, `${label}不能超过${maxLength}个字符`);
}

export function optionalMultiLineText(label: string, maxLength: number) {
  return multiLineString(label).trim().max(maxLength, `${label}不能超过${maxLength}个字符`).optional();
}

/** A trimmed string field refused with the message of its zod-free check, so forms and server say the same. */
export function checkedField(requiredMessage: string, check: FieldCheck) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, context) => {
      const message = check(value);
      if (message) {
        context.addIssue({ code: 'custom', message });
      }
    });
}

export const mobilePhoneField = checkedField(FieldMessage.PHONE_REQUIRED, checkMobilePhone);

export const smsCodeField = checkedField(FieldMessage.SMS_CODE_REQUIRED, checkSmsCode);

export const idNumberField = checkedField(FieldMessage.ID_NUMBER_REQUIRED, checkIdNumber);

export const idLast6Field = checkedField(FieldMessage.ID_LAST6_REQUIRED, checkIdLast6);

export const personNameField = requiredText('姓名', FieldLimit.NAME);

/** Where the identity check sends the browser back: a path of this app, never another site. */
export const returnUrlField = z
  .string({ error: '缺少返回地址' })
  .max(500, '返回地址过长')
  .regex(/^\/(?![/\\])[\w\-./?=&%]*$/, '返回地址无效');

/** The person agreed to the consent notice shown before their face or ID photo is collected. */
export const consentField = z.literal(true, { error: CONSENT_REQUIRED_MESSAGE });

export const bizNoField = z
  .string({ error: '缺少核验流水号' })
  .trim()
  .min(1, '缺少核验流水号')
  .max(64, '核验流水号无效')
  .regex(/^[\w-]+$/, '核验流水号无效');

/** Money on the wire is integer fen. */
export const fenField = z.number().int().nonnegative();
