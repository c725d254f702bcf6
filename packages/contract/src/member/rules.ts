// Binding numbers to the member (zod-free: the browser imports it).

/**
 * The header a hall request carries with the number its page shows: an operation on the active
 * number is refused when the member switched numbers elsewhere since (the page would act on another).
 */
export const ACTIVE_NUMBER_HEADER = 'x-hall-number';

export const MemberMessage = {
  /** BIND_PHONE of a number the operator does not serve, or one cancelled. */
  NOT_OUR_NUMBER: '该号码不是本网号码，无法绑定',
  /** The page's number is no longer the active one: another phone of the member switched. */
  NUMBER_SWITCHED: '当前号码已在其他设备切换，请返回营业厅刷新后再办理',
} as const;
