import { DefaultMessage, ResponseCode } from '@hall/contract/codes';

/**
 * A failure the client should see as an envelope with this code and message. With a cause (an
 * outside system's failure behind the message), the cause is logged; the client sees only the message.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
  }
}

/** Bad or unacceptable input: code -100 with a message that says what to fix. */
export function invalid(message: string): ApiError {
  return new ApiError(ResponseCode.INVALID, message);
}

/** A request refused for where it came from, not for what it asks: HTTP 403 with the envelope. */
export class ForbiddenError extends ApiError {
  readonly httpStatus = 403;
}

export function forbidden(message: string): ForbiddenError {
  return new ForbiddenError(ResponseCode.INVALID, message);
}

export function notLoggedIn(message: string = DefaultMessage.NOT_LOGGED_IN): ApiError {
  return new ApiError(ResponseCode.NOT_LOGGED_IN, message);
}

export function notBound(message: string = DefaultMessage.NOT_BOUND): ApiError {
  return new ApiError(ResponseCode.NOT_BOUND, message);
}

/**
 * An outside system (SMS gateway, face check, payment, …) did not answer within its time budget
 * or failed: the request fails fast with the transport message, and the caller may retry.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly system: string,
    reason: string,
  ) {
    super(`${system} unavailable: ${reason}`);
    this.name = 'ServiceUnavailableError';
  }
}
