import { ResponseCode } from '@hall/contract/codes';
import { IDENTITY_FAILED_MESSAGE } from '../../shared/hooks/use-identity-check.ts';

/**
 * What the dialog on /card says when the card-lookup check did not pass. Spec: -998 or -100 show
 * the server's message (the fixed text only when it sent none); any other failed check says
 * 身份核验失败，请重试. Either way the page then goes back to /queryCard.
 */
export function cardLookupFailureText(code: number, message: string): string {
  const isAnsweredByServer = code === ResponseCode.INVALID || code === ResponseCode.IDENTITY_FAILED;
  return isAnsweredByServer && message.trim() ? message : IDENTITY_FAILED_MESSAGE;
}
