// Account-service constants (zod-free: the browser imports them).

/** How RELIEVE_BINDING proves the person: 1 an SMS code (type 04), 2 the owner's ID number and name. */
export const UnbindType = { BY_CODE: 1, BY_IDENTITY: 2 } as const;

/** Unbinding by identity words a missing field its own way (the spec's), on the page and the server. */
export const UnbindMessage = {
  ID_CARD_REQUIRED: '身份证号必填',
  NAME_REQUIRED: '姓名必填',
  /** The no-code unbind's word for an unknown reply (the other forms say 提交数据异常). */
  UNKNOWN_RESPONSE: '数据异常',
} as const;

/** What binding and unbinding refuse with (the server's words, which the pages show). */
export const AccountMessage = {
  ALREADY_BOUND: '您已绑定该号码，无需重复绑定',
  NOT_OUR_NUMBER: '该号码不是本网号码，无法办理',
  /** Binding by face or by a face check whose name and ID are not the number's owner's. */
  BIND_REJECTED: '绑定失败，未通过身份验证',
  NOT_YOUR_NUMBER: '该号码不是您绑定的号码',
  OWNER_MISMATCH: '身份证号或姓名与机主信息不一致',
  ALREADY_UNBOUND: '该号码已解除绑定',
} as const;
