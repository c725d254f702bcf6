import type { InferInsertModel } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import type { Job, JobTable } from './define-job.ts';

/**
 * Writes a job's row in the caller's transaction: it runs after the transaction commits, and never
 * if it rolls back. A row the table's unique key already has (the same event twice) is left as it is.
 */
export async function enqueue<Table extends JobTable, Payload>(db: Executor, job: Job<Table, Payload>, payload: Payload, now: Date): Promise<void> {
  const row = { ...job.payload.parse(payload), createdAt: now } as InferInsertModel<Table>;
  await db.insert(job.table).values(row).onConflictDoNothing();
}
