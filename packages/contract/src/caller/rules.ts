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
  FACE_CHECK_REQUIRED: '开通呼叫转移需先完成人脸识别',
  /** The face check (or the identity that starts it) is not the bound number's owner's. */
  OWNER_MISMATCH: '身份信息与机主信息不一致，无法办理呼叫转移',
  SERVICE_NOT_FOUND: '业务不存在',
  EFFECT_TYPE_WRONG: '生效方式错误',
  NUMBER_NOT_IN_SERVICE: '号码状态异常，暂不能办理该业务',
} as const;

/** PACKAGE_ORDER's refusals that name the caller service (its title). */
export const CallerOrderMessage = {
  notCancellable: (title: string) => `${title}业务不支持取消`,
  alreadyCancelled: (title: string) => `${title}已取消，将于月底失效`,
  notOpened: (title: string) => `您尚未开通${title}`,
  alreadyOpened: (title: string) => `您已开通${title}，无需重复开通`,
  balanceTooLow: (title: string, balanceYuan: string, feeYuan: string) =>
    `当前账户可用余额不足（余额${balanceYuan}元，${title}月功能费${feeYuan}元），请充值话费后再开通`,
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
