import { and, asc, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection.ts';
import type { AppDeps } from '../../deps.ts';
import type { JobTable } from './define-job.ts';

// The one lease of job rows. Taking a row gives it a lease (claimed_until) and one more attempt in
// the statement that finds it; rows another instance is taking at that moment are skipped (FOR
// UPDATE SKIP LOCKED) and a row under a live lease is not due, so no two runs hold one row. A row
// whose holder died is due again once its lease has run out; a failed try's wait is the same column.

/** Beyond the providers' time budget: a lease outlives its run unless the process died. */
const LEASE_MARGIN_MS = 15_000;

/** A leased row as the table has it (payload and run columns). */
export type LeasedRow = Record<string, unknown> & { id: number; attempts: number };

/** The end of a lease taken now: a job's work is bounded by the providers' time budget. */
export function leaseEndOf(deps: AppDeps, now: Date): Date {
  return new Date(now.getTime() + deps.config.PROVIDER_TIME_BUDGET_MS + LEASE_MARGIN_MS);
}

const dueAt = (table: JobTable, now: Date) => and(isNull(table.sentAt), isNull(table.failedAt), or(isNull(table.claimedUntil), lte(table.claimedUntil, now)));

async function lease(db: Executor, table: JobTable, which: SQL | undefined, leaseUntil: Date): Promise<LeasedRow[]> {
  const taking = { claimedUntil: leaseUntil, attempts: sql`${table.attempts} + 1` } as PgUpdateSetSource<JobTable>;
  const rows = await db.update(table).set(taking).where(which).returning();
  return (rows as LeasedRow[]).sort((left, right) => left.id - right.id);
}

/** Leases up to `limit` due rows, the oldest first. */
export function leaseDueRows(db: Executor, table: JobTable, options: { now: Date; leaseUntil: Date; limit: number }): Promise<LeasedRow[]> {
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(dueAt(table, options.now))
    .orderBy(asc(table.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return lease(db, table, inArray(table.id, due), options.leaseUntil);
}

/** Leases the row `which` names when it is due (no other run holds it); null otherwise. */
export async function leaseRowIfDue(db: Executor, table: JobTable, which: SQL, options: { now: Date; leaseUntil: Date }): Promise<LeasedRow | null> {
  const [row] = await lease(db, table, and(which, dueAt(table, options.now)), options.leaseUntil);
  return row ?? null;
}
