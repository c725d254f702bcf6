// The service password (zod-free).
import {
  checkMobilePhone,
  checkPattern,
  checkRequired,
  checkSmsCode,
  FieldMessage,
  rewordCheck,
  SERVICE_PASSWORD_PATTERN,
  type FieldCheck,
} from '../validators.ts';

/** Wrong service-password entries before the password locks. */
export const SERVICE_PASSWORD_MAX_WRONG_TRIES = 3;
/** How long a passed old-password check allows setting the new password. */
export const SERVICE_PASSWORD_CHANGE_GRANT_MINUTES = 10;

/** What the password forms and the server say of a field they refuse (the spec's words). */
export const PasswordMessage = {
  CODE_REQUIRED: '请填写验证码',
  OLD_PASSWORD_REQUIRED: '请填写原密码',
  NEW_PASSWORD_REQUIRED: '请填写新密码',
  NEW_PASSWORD_INVALID: '新密码须为6位数字',
  CONFIRMATION_REQUIRED: '请再次输入新密码',
  CONFIRMATION_MISMATCH: '两次输入密码不一致',
  BOUND_PHONE_ONLY: '请输入已绑定的手机号',
  NEW_PASSWORD_TOO_SIMPLE: '新密码过于简单，请勿使用连续或相同的数字',
  /** The reset's face check is not the bound number's owner's. */
  OWNER_MISMATCH: '身份信息与机主信息不一致',
  CHANGE_GRANT_EXPIRED: '验证已失效，请重新验证原密码',
} as const;

/** Step 1's phone: the spec says 请输入正确的手机号 of an empty one too (sending a code says 请输入手机号). */
export const checkPasswordPhone: FieldCheck = rewordCheck(checkMobilePhone, { [FieldMessage.PHONE_REQUIRED]: FieldMessage.PHONE_INVALID });
export const checkPasswordCode: FieldCheck = rewordCheck(checkSmsCode, { [FieldMessage.SMS_CODE_REQUIRED]: PasswordMessage.CODE_REQUIRED });
export const checkOldPassword: FieldCheck = checkRequired(PasswordMessage.OLD_PASSWORD_REQUIRED);
export const checkNewPassword: FieldCheck = checkPattern(PasswordMessage.NEW_PASSWORD_REQUIRED, PasswordMessage.NEW_PASSWORD_INVALID, (value) =>
  SERVICE_PASSWORD_PATTERN.test(value),
);

/** The second entry of the new password: given, and the same as the first. */
export function checkPasswordConfirmation(confirmation: string, values: { newPassword?: unknown }): string | null {
  if (!confirmation.trim()) {
    return PasswordMessage.CONFIRMATION_REQUIRED;
  }
  return confirmation === values.newPassword ? null : PasswordMessage.CONFIRMATION_MISMATCH;
}
