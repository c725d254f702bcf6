import type { Envelope } from '@hall/contract/codes';

/** A call that did not succeed: the envelope's code and message, or a transport failure. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly envelope?: Envelope,
    /** HTTP status, or 0 for a timeout / network failure. */
    readonly status: number = 200,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
