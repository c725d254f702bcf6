import { and, eq, isNull } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Job, JobRecord, JobTable } from './define-job.ts';
import type { LeasedRow } from './job-lease.ts';
import { retryDelayMs } from './retry-policy.ts';

const LAST_ERROR_MAX_LENGTH = 500;

export type JobOutcome = 'sent' | 'retrying' | 'failed';

/** What a failed try records of its cause. */
export function lastErrorOf(cause: unknown): string {
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * Runs a leased row's handler and records the outcome on the row: sent (with what the handler
 * answered to record), due again after the job's backoff, or given up after its last try (at once
 * for a payload that does not parse). Never throws: the row keeps the error.
 */
export async function runLeasedJob<Table extends JobTable, Payload>(
  deps: AppDeps,
  job: Job<Table, Payload>,
  row: LeasedRow,
  log?: FastifyBaseLogger,
): Promise<{ outcome: JobOutcome; record?: JobRecord<Table> }> {
  const { table } = job;
  const unsent = and(eq(table.id, row.id), isNull(table.sentAt));
  const parsed = job.payload.safeParse(row);
  let error: string;
  if (parsed.success) {
    try {
      const record = await job.handler(parsed.data, { deps, id: row.id, attempt: row.attempts });
      const sent = { ...record, sentAt: deps.now(), claimedUntil: null, lastError: null } as PgUpdateSetSource<Table>;
      await deps.db.update(table).set(sent).where(unsent);
      return { outcome: 'sent', record };
    } catch (cause) {
      error = lastErrorOf(cause);
    }
  } else {
    error = lastErrorOf(parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const now = deps.now();
  const isGivenUp = !parsed.success || row.attempts >= job.retry.maxAttempts;
  log?.warn({ job: job.name, id: row.id, attempts: row.attempts, error }, isGivenUp ? `${job.name} given up` : `${job.name} failed; tried again later`);
  const failed = {
    lastError: error,
    claimedUntil: isGivenUp ? null : new Date(now.getTime() + retryDelayMs(job.retry, row.attempts)),
    failedAt: isGivenUp ? now : null,
  } as PgUpdateSetSource<Table>;
  await deps.db.update(table).set(failed).where(unsent);
  return { outcome: isGivenUp ? 'failed' : 'retrying' };
}
