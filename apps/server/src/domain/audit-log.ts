import type { FastifyReply } from 'fastify';
import type { Executor } from '../db/connection.ts';
import { auditLog } from '../db/schema.ts';
import type { ExportRange, ExportRequest } from '../platform/csv-export.ts';

/**
 * One line of the staff audit log; every console area writes its changes and decisions here. Dated
 * by the injected clock (createdAt), as the audit page's day range reads it.
 */
export async function insertAuditEntry(
  db: Executor,
  entry: { staffId: number; action: string; subjectType: string; subjectId: string; detail?: Record<string, unknown>; createdAt: Date },
): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? {} });
}

/** What a CSV export needs besides its rows: who asks, when, and this log's writer. */
export function exportRequestOf(deps: { db: Executor; now: () => Date }, staffId: number, reply: FastifyReply, range: ExportRange): ExportRequest {
  return { reply, range, staffId, now: deps.now(), writeAudit: (entry) => insertAuditEntry(deps.db, entry) };
}
