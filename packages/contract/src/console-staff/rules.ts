// Staff accounts in the console (员工账号, admin) and the second login factor (zod-free).

export const StaffLimit = {
  USERNAME_MAX: 40,
  DISPLAY_NAME_MAX: 40,
  /** A generated first or reset password: 14 characters of a 56-letter alphabet, about 81 bits. */
  PASSWORD_LENGTH: 14,
  /** One-time recovery codes answered when TOTP is confirmed. */
  RECOVERY_CODE_COUNT: 10,
  /** Between the password and the code: how long the pending login lasts. */
  PENDING_LOGIN_SECONDS: 300,
} as const;

/** A username: letters, digits, '.', '-' and '_', starting with a letter. */
export const STAFF_USERNAME_PATTERN = /^[A-Za-z][\w.-]*$/;
/** A TOTP code as typed (6 digits) or a recovery code (10 letters and digits, a hyphen allowed after the fifth). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** The roles that must log in with a second factor. */
export const TOTP_REQUIRED_ROLES = ['admin', 'auditor'] as const;

/** Whether any of these roles must log in with a second factor. */
export function hasTotpRequiredRole(roles: readonly string[]): boolean {
  return roles.some((role) => (TOTP_REQUIRED_ROLES as readonly string[]).includes(role));
}

export const StaffMessage = {
  USERNAME_TAKEN: '账号已存在',
  STAFF_NOT_FOUND: '员工账号不存在',
  SESSION_NOT_FOUND: '会话不存在或已结束',
  NOT_YOURSELF_DISABLE: '不能停用自己的账号',
  NOT_YOURSELF_ADMIN: '不能取消自己的管理员角色',
  LAST_ADMIN: '至少保留一个启用的管理员',
  /** A member of a role that needs TOTP, before enrolling: every operation but enrolment says this. */
  TOTP_ENROLMENT_REQUIRED: '请先绑定动态口令（两步验证）',
  TOTP_NOT_ENROLLED: '该员工尚未绑定动态口令',
  TOTP_NOT_STARTED: '请先获取动态口令密钥',
  TOTP_CODE_WRONG: '动态口令错误，请重新输入',
} as const;

/** What the console shows of each role. */
export const STAFF_ROLE_TEXT = { admin: '管理员', auditor: '审核员', service: '客服', editor: '内容编辑' } as const;
