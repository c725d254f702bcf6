// Caller-service constants of the spec (zod-free: the browser imports them).

import { checkPattern, isMobilePhone, type FieldCheck } from '../validators.ts';

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

/** What the call-forwarding form and the server say of the number calls go to (the spec's words). */
export const CallerMessage = {
  FORWARD_TO_REQUIRED: '请输入呼转号码',
  FORWARD_TO_INVALID: '请输入正确的呼转号码',
  FORWARD_TO_OWN: '呼转号码不能为本机号码',
} as const;

const checkForwardToNumber: FieldCheck = checkPattern(CallerMessage.FORWARD_TO_REQUIRED, CallerMessage.FORWARD_TO_INVALID, isMobilePhone);

/** The number calls go to: given, a mobile number, and not the subscriber's own (`ownPhone`). */
export function checkForwardTo(forwardTo: string, values: { ownPhone?: unknown }): string | null {
  const problem = checkForwardToNumber(forwardTo);
  if (problem) {
    return problem;
  }
  return forwardTo.trim() === values.ownPhone ? CallerMessage.FORWARD_TO_OWN : null;
}
