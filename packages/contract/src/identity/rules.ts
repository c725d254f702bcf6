/** Every face-check type of the spec (zod-free: the browser imports it). */
export const AuthType = {
  QUERY_PHONE: 'QUERY_PHONE',
  CALL_DIVERT: 'CALL_DIVERT',
  ACCOUNT_BIND: 'ACCOUNT_BIND',
  CHANGE_CARD: 'CHANGE_CARD',
  SET_PASSWORD: 'SET_PASSWORD',
  UNSET_ACCONT: 'UNSET_ACCONT',
  TRANS_ACCT_S: 'TRANS_ACCT_S',
  TRANS_ACCT_T: 'TRANS_ACCT_T',
  NEW_INVOICE_OCR: 'NEW_INVOICE_OCR',
  REAL_NAME: 'REAL_NAME',
} as const;
export type AuthTypeValue = (typeof AuthType)[keyof typeof AuthType];
export const AUTH_TYPES = Object.values(AuthType) as [AuthTypeValue, ...AuthTypeValue[]];

/** What a flow says when the passed check it is given is not one it can use. */
export const IdentityCheckMessage = {
  TYPE_MISMATCH: '核验类型不匹配，请重新核验',
  USED_OR_MISMATCHED: '核验结果已使用或不匹配，请重新核验',
} as const;

/** How long a started face check may be finished and used. */
export const IDENTITY_CHECK_TTL_SECONDS = 30 * 60;
/** The sandbox face page counts down this long before it passes. */
export const FACE_SIMULATION_COUNTDOWN_SECONDS = 3;
