// Caller-service constants of the spec (zod-free: the browser imports them).

/** PACKAGE_LIST type that lists the caller services. */
export const CALLER_PACKAGE_LIST_TYPE = 3;

export const CallType = { REMIND: 1, DISPLAY: 2, FORWARD: 3 } as const;
export type CallTypeValue = (typeof CallType)[keyof typeof CallType];

export const CALL_TYPE_TITLE: Record<CallTypeValue, string> = {
  [CallType.REMIND]: '来电提醒',
  [CallType.DISPLAY]: '来电显示',
  [CallType.FORWARD]: '订购呼转',
};

/** operType of PACKAGE_ORDER: open 1, cancel 0. */
export const OperType = { OPEN: 1, CANCEL: 0 } as const;

/** effectType of PACKAGE_ORDER: opening takes effect at once (0); cancelling 来电提醒 at month end (1), 呼转 at once (0). */
export function expectedEffectType(callType: CallTypeValue, operType: number): 0 | 1 {
  if (operType === OperType.OPEN) {
    return 0;
  }
  return callType === CallType.REMIND ? 1 : 0;
}

/** 来电显示 cannot be cancelled here. */
export function isCancellable(callType: CallTypeValue): boolean {
  return callType !== CallType.DISPLAY;
}
