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
