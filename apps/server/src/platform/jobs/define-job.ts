import type { InferInsertModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { RetryPolicy } from './retry-policy.ts';

// One-off work (documenso's jobs/definitions): a name, a payload schema, a handler and a retry
// policy. Its rows are written in the caller's transaction (enqueue.ts), so the work exists exactly
// when what calls for it does, and run once across the fleet (run-job.ts). A job's rows live in an
// outbox table of its own, which is also what the product shows of them (the SMS log, an invoice's
// mail): the payload columns, and the run's columns only the runner writes. A table holds one job's
// rows: the runner takes every due row of it.

/** A table of job rows: its payload columns and the run's (attempts, lease, sent, given up, last error). */
export type JobTable = PgTable & {
  id: AnyPgColumn;
  attempts: AnyPgColumn;
  claimedUntil: AnyPgColumn;
  sentAt: AnyPgColumn;
  failedAt: AnyPgColumn;
  lastError: AnyPgColumn;
};

/** What a handler is told of the run besides its payload. */
export interface JobRun {
  deps: AppDeps;
  /** The row's id: the same on every try, so an outside system can tell a repeat. */
  id: number;
  /** This try's number, from 1. */
  attempt: number;
}

/** Columns of its own row a handler records with the row's completion (in the same statement). */
export type JobRecord<Table extends JobTable> = Partial<InferInsertModel<Table>>;

export interface Job<Table extends JobTable, Payload> {
  /** Named in the log and the schedule that runs its due rows. */
  name: string;
  table: Table;
  /** The row's payload columns; a row that does not parse is given up at once with the schema's message. */
  payload: z.ZodType<Payload>;
  /** Does the work; throws to be tried again (by the retry policy), answers what to record with success. */
  handler: (payload: Payload, run: JobRun) => Promise<JobRecord<Table> | undefined>;
  retry: RetryPolicy;
}

/** Declares a job; the definition is what enqueue, the pass and runJobNow take. */
export function defineJob<Table extends JobTable, Payload>(job: Job<Table, Payload>): Job<Table, Payload> {
  return job;
}
