import { DefaultMessage, OPEN_CARD_LINK_STALE_CODES, ResponseCode, type Envelope } from '@hall/contract/codes';
import { navigateTo } from '../lib/navigation.ts';
import { showToast } from '../ui/toast.ts';

// The spec's shared error catalogue, in one place: what the person sees for every code and
// every transport failure. Each area's client adds its own reaction to the codes that depend on
// the area (where its login is); the caller only decides whether toasts are shown at all.

export const TransportMessage = {
  TIMEOUT: '请求超时，请稍后重试...',
  SERVER_ERROR: '服务器内部错误 (500)，请稍后重试...',
  UNAVAILABLE: DefaultMessage.UNAVAILABLE,
  REQUEST_ERROR: '请求错误',
  /** HTTP 405, first helper family: the endpoint's spec name plus 异常. */
  methodNotAllowed: (operationName: string) => `${operationName}异常`,
  /** HTTP 405, second helper family (the agent area's client). */
  METHOD_NOT_ALLOWED_CONTACT_ADMIN: '请求方式不允许(405)，请联系管理员',
} as const;

function messageOf(envelope: Envelope, fallback: string): string {
  if (envelope.msg) {
    return envelope.msg;
  }
  const data = envelope.data as { msg?: unknown } | undefined;
  return typeof data?.msg === 'string' && data.msg ? data.msg : fallback;
}

/** The envelope's message, or the default when the server sent none. */
export function messageOrDefault(envelope: Envelope, fallback: string): string {
  return messageOf(envelope, fallback);
}

/** The server's own message of a reply (msg, or data.msg), '' when it sent none. */
export function serverMessageOf(envelope: Envelope): string {
  return messageOf(envelope, '');
}

export interface Reaction {
  isSilent: boolean;
  /** The area's toast duration (the agent pages show theirs shorter); the shell's default otherwise. */
  toastDurationMs?: number;
  /** The second helper family's fixed 405 wording instead of the endpoint name plus 异常. */
  isMethodNotAllowedContactAdmin?: boolean;
}

/** The message a code falls back to when the server sent none. */
const FALLBACK_MESSAGE: Partial<Record<number, string>> = {
  [ResponseCode.NOT_LOGGED_IN]: DefaultMessage.NOT_LOGGED_IN,
  [ResponseCode.NOT_BOUND]: DefaultMessage.NOT_BOUND,
};

/** Shows the catalogue's reaction to a non-success envelope; returns the message shown. */
export function reactToEnvelope(envelope: Envelope, options: Reaction): string {
  const message = OPEN_CARD_LINK_STALE_CODES.includes(envelope.code)
    ? DefaultMessage.OPEN_CARD_LINK_STALE
    : messageOf(envelope, FALLBACK_MESSAGE[envelope.code] ?? DefaultMessage.FAILED);
  if (!options.isSilent) {
    showToast(message, options.toastDurationMs);
  }
  if (envelope.code === ResponseCode.NOT_BOUND) {
    navigateTo('/PersonalInformation');
  }
  return message;
}

/** Shows the catalogue's message for a failed HTTP exchange; returns it. */
export function reactToTransportFailure(
  failure: { status: number; isTimeout: boolean; envelope?: Envelope; operationName: string },
  options: Reaction,
): string {
  let message: string;
  if (failure.envelope && typeof failure.envelope.code === 'number' && failure.status !== 405 && failure.status !== 500) {
    message = failure.envelope.msg || TransportMessage.REQUEST_ERROR;
  } else if (failure.isTimeout) {
    message = TransportMessage.TIMEOUT;
  } else if (failure.status === 405) {
    message = options.isMethodNotAllowedContactAdmin
      ? TransportMessage.METHOD_NOT_ALLOWED_CONTACT_ADMIN
      : TransportMessage.methodNotAllowed(failure.operationName);
  } else if (failure.status === 500) {
    message = TransportMessage.SERVER_ERROR;
  } else {
    message = TransportMessage.UNAVAILABLE;
  }
  if (!options.isSilent) {
    showToast(message, options.toastDurationMs);
  }
  return message;
}
