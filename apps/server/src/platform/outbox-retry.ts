import type { AppDeps } from '../deps.ts';

// The rhythm the outboxes share (notifications, invoice mails): a send claims its row until a lease
// ends, so no other instance sends it meanwhile and a killed process's row is sent after the lease;
// a failed send is due again after a wait that doubles, and the row is given up after the last try.

/** Attempts before a row is given up (failed_at): about an hour and a half of retries. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const RETRY_FIRST_DELAY_MS = 30_000;
const RETRY_MAX_DELAY_MS = 30 * 60_000;
/** Beyond the providers' time budget: a lease outlives its send unless the process died. */
const LEASE_MARGIN_MS = 15_000;
const LAST_ERROR_MAX_LENGTH = 500;

/** Wait before the next attempt: doubling from 30 s, at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

/** The end of a claim taken now: the send's time budget and a margin. */
export function leaseEndOf(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() + deps.config.PROVIDER_TIME_BUDGET_MS + LEASE_MARGIN_MS);
}

/** What a failed send records of its cause. */
export function lastErrorOf(cause: unknown): string {
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, LAST_ERROR_MAX_LENGTH);
}
