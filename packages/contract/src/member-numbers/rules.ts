// The member's several numbers (zod-free: the browser imports it).

/** How many numbers one WeChat member may hold at once. */
export const MAX_BOUND_NUMBERS = 5;

/** How many of the member's binding events /bindingHistory shows, the latest first. */
export const BINDING_HISTORY_SHOWN = 50;

export const MemberNumbersMessage = {
  TOO_MANY_NUMBERS: `每个微信最多绑定${MAX_BOUND_NUMBERS}个号码，请先解除不用的号码`,
  NOT_YOUR_NUMBER: '该号码未绑定在您的微信上',
  MEMBER_GONE: '该微信用户已不再绑定此号码',
  CANNOT_REMOVE_YOURSELF: '不能移除自己，如需解绑请使用“解除绑定”',
} as const;

/** How a binding began or ended (member_binding_events.method). */
export const BINDING_METHODS = [
  'smsCode',
  'faceCheck',
  'ownerIdentity',
  'removedByMember',
  'removedByStaff',
  'numberCancelled',
  'numberTransferred',
  'memberDeleted',
] as const;
export type BindingMethod = (typeof BINDING_METHODS)[number];

/** How a binding began: the proof that the person holds the number. */
export const BIND_PROOFS = ['smsCode', 'faceCheck'] as const satisfies readonly BindingMethod[];
export type BindProof = (typeof BIND_PROOFS)[number];

export const BINDING_METHOD_LABELS: Record<BindingMethod, string> = {
  smsCode: '短信验证码',
  faceCheck: '人脸核验',
  ownerIdentity: '机主证件信息',
  removedByMember: '被该号码的其他绑定用户移除',
  removedByStaff: '客服应机主要求解绑',
  numberCancelled: '号码已销户',
  numberTransferred: '号码已过户',
  memberDeleted: '微信用户删除会员信息',
};
