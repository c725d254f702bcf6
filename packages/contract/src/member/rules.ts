// Binding a number to the member (zod-free: the browser imports it).

export const MemberMessage = {
  /** BIND_PHONE of a number the operator does not serve, or one cancelled. */
  NOT_OUR_NUMBER: '该号码不是本网号码，无法绑定',
} as const;
