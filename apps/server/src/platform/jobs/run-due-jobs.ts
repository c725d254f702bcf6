import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Job, JobRecord, JobTable } from './define-job.ts';
import { leaseDueRows, leaseEndOf, leaseRowIfDue } from './job-lease.ts';
import { runLeasedJob, type JobOutcome } from './run-job.ts';

/** Rows leased in one statement. */
export const JOB_BATCH = 20;
const MAX_BATCHES_PER_PASS = 10;

export type JobPass = Record<JobOutcome, number>;

const countOutcomes = (outcomes: JobOutcome[]): JobPass => ({
  sent: outcomes.filter((outcome) => outcome === 'sent').length,
  retrying: outcomes.filter((outcome) => outcome === 'retrying').length,
  failed: outcomes.filter((outcome) => outcome === 'failed').length,
});

/** Leases up to `limit` due rows of the job and runs them side by side (each within the lease). */
export async function runDueJobs<Table extends JobTable, Payload>(
  deps: AppDeps,
  job: Job<Table, Payload>,
  options: { limit?: number; log?: FastifyBaseLogger } = {},
): Promise<JobPass> {
  const now = deps.now();
  const leased = await leaseDueRows(deps.db, job.table, { now, leaseUntil: leaseEndOf(deps, now), limit: options.limit ?? JOB_BATCH });
  const runs = await Promise.all(leased.map((row) => runLeasedJob(deps, job, row, options.log)));
  return countOutcomes(runs.map((run) => run.outcome));
}

/** Batches until no due row is left (or the pass's share is done), so a backlog does not wait a pass per batch. */
export async function drainDueJobs<Table extends JobTable, Payload>(deps: AppDeps, job: Job<Table, Payload>, log?: FastifyBaseLogger): Promise<JobPass> {
  const total: JobPass = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch += 1) {
    const pass = await runDueJobs(deps, job, { limit: JOB_BATCH, log });
    total.sent += pass.sent;
    total.retrying += pass.retrying;
    total.failed += pass.failed;
    if (pass.sent + pass.retrying + pass.failed < JOB_BATCH) {
      break;
    }
  }
  return total;
}

/**
 * Runs the row `which` names at once, after the transaction that wrote it committed (what a person
 * waits for on the page), unless another run holds it; a failed try stays for the pass's retries.
 * Answers what the handler recorded, or null when it did not run or did not succeed.
 */
export async function runJobNow<Table extends JobTable, Payload>(
  deps: AppDeps,
  job: Job<Table, Payload>,
  which: SQL,
  log?: FastifyBaseLogger,
): Promise<JobRecord<Table> | null> {
  const now = deps.now();
  const row = await leaseRowIfDue(deps.db, job.table, which, { now, leaseUntil: leaseEndOf(deps, now) });
  if (!row) {
    return null;
  }
  const run = await runLeasedJob(deps, job, row, log);
  return run.outcome === 'sent' ? (run.record ?? {}) : null;
}
