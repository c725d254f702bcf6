import type { Executor } from '../../db/connection.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';

// Every content change an editor makes is written with its audit entry in one transaction.

interface AuditedChange<Row> {
  staffId: number;
  /** What the audit log calls the kind of content: banner, activity, store, … */
  subjectType: string;
  /** Present when an existing row changes. */
  id: string | number | undefined;
  write: (tx: Executor) => Promise<Row | null>;
  notFoundMessage: string;
  describe: (row: Row) => Record<string, unknown>;
}

/** Creates or updates one row and logs it; refuses with notFoundMessage when the row is gone. */
export async function saveAudited<Row extends { id: string | number }>(deps: AppDeps, change: AuditedChange<Row>): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const row = await change.write(tx);
    if (!row) {
      throw invalid(change.notFoundMessage);
    }
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId: change.staffId,
      action: change.id === undefined ? 'create' : 'update',
      subjectType: change.subjectType,
      subjectId: String(row.id),
      detail: change.describe(row),
    });
    return row;
  });
}

/** Deletes one row and logs it. */
export async function deleteAudited(
  deps: AppDeps,
  change: { staffId: number; subjectType: string; id: number; remove: (tx: Executor) => Promise<boolean>; notFoundMessage: string },
): Promise<{ isDeleted: true }> {
  await deps.db.transaction(async (tx) => {
    if (!(await change.remove(tx))) {
      throw invalid(change.notFoundMessage);
    }
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId: change.staffId,
      action: 'delete',
      subjectType: change.subjectType,
      subjectId: String(change.id),
    });
  });
  return { isDeleted: true };
}
