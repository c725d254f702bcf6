import { ApplicationMessage } from '@hall/contract/applications/rules';
import { ResponseCode } from '@hall/contract/codes';
import { showToast } from '../ui/toast.ts';
import { isApiError } from './api-error.ts';

/**
 * The spec's reaction to a form whose call was made silently: a refusal (-100, or a check no longer
 * usable) shows its own message; any other reply, or none, shows 提交数据异常. Login and binding
 * keep the catalogue's reaction (the login dialog, the way to binding), which runs even when silent.
 */
export function showSubmitFailure(error: unknown): void {
  showFailureOf(error, ApplicationMessage.UNKNOWN_RESPONSE);
}

/** The same reaction with a flow's own wording for an unknown reply (the no-code unbind's 数据异常). */
export function showSubmitFailureAs(unknownMessage: string): (error: unknown) => void {
  return (error) => showFailureOf(error, unknownMessage);
}

function showFailureOf(error: unknown, unknownMessage: string): void {
  if (!isApiError(error)) {
    showToast(unknownMessage);
  } else if (error.code === ResponseCode.INVALID || error.code === ResponseCode.IDENTITY_FAILED) {
    showToast(error.message);
  } else if (error.code !== ResponseCode.NOT_LOGGED_IN && error.code !== ResponseCode.NOT_BOUND) {
    showToast(unknownMessage);
  }
}
