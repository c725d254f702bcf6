// The one backoff of background work: a one-off job's failed run and a schedule's failed run both
// wait this long before the next try, doubling from the first delay up to the longest.

export interface Backoff {
  /** The wait after the first failure; each failure in a row doubles it. */
  firstDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs: number;
}

/** A one-off job's backoff and the try after which it is given up. */
export interface RetryPolicy extends Backoff {
  maxAttempts: number;
}

/** Sends to an outside system (notifications, invoice mails): 30 s doubling to 30 min, eight tries, about an hour and a half. */
export const DELIVERY_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 30 * 60_000, maxAttempts: 8 };

/** How long after its `attempts`-th failure in a row the work is due again. */
export function retryDelayMs(backoff: Backoff, attempts: number): number {
  return Math.min(backoff.firstDelayMs * 2 ** Math.max(0, attempts - 1), backoff.maxDelayMs);
}
