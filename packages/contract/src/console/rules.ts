// The console's own area: staff login, the review queue, the sandbox's SMS inbox (zod-free).

export const ConsoleMessage = {
  /** The one answer to every failed console login: unknown, disabled, wrong password or locked. */
  LOGIN_FAILED: '账号或密码错误，或尝试次数过多，请稍后再试',
  /** The one answer to every failed second step: a wrong code, a used one, or a locked account. */
  TOTP_LOGIN_FAILED: '动态口令错误，或尝试次数过多，请稍后再试',
  /** The pending login between password and code ended (expired, used, or never issued). */
  TOTP_LOGIN_EXPIRED: '登录已超时，请重新输入账号和密码',
  /** A review file asked for without a reviewer's session. */
  LOGIN_REQUIRED: '请先登录管理后台',
  FILE_NOT_FOUND: '文件不存在',
  REVIEW_KIND_UNKNOWN: '申请类型不存在',
  APPLICATION_NOT_FOUND: '申请不存在',
  ALREADY_REVIEWED: '该申请已处理，不能重复审核',
  SANDBOX_INBOX_ONLY: '仅沙箱环境提供短信收件箱',
} as const;

/** A review's pass field left empty (a filled one that does not fit says the field's own message). */
export function describeMissingPassField(label: string): string {
  return `请填写${label}`;
}

/** The columns of the review decisions' export: one decision per row, as the audit log recorded it. */
export const REVIEW_DECISION_EXPORT_HEADERS = ['审核时间', '申请类型', '申请编号', '审核结果', '审核意见', '审核人'] as const;

/** What the export calls each decision. */
export const REVIEW_DECISION_TEXT = { review_pass: '通过', review_fail: '不通过' } as const;
