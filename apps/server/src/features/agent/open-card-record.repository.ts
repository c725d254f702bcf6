import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { openCardRecords } from '../../db/schema.ts';

// The open-card record: written by the opening, marked paid by the opening's payment.

export type OpenCardRecordRow = typeof openCardRecords.$inferSelect;
export type OpenCardRecordInsert = typeof openCardRecords.$inferInsert;

export async function findRecordByUimId(db: Executor, uimId: string): Promise<OpenCardRecordRow | null> {
  const rows = await db.select().from(openCardRecords).where(eq(openCardRecords.uimId, uimId)).limit(1);
  return rows[0] ?? null;
}

export async function findRecordByNumber(db: Executor, recordNumber: string): Promise<OpenCardRecordRow | null> {
  const rows = await db.select().from(openCardRecords).where(eq(openCardRecords.recordNumber, recordNumber)).limit(1);
  return rows[0] ?? null;
}

/** One record per card id: a second save of the same card updates it. */
export async function upsertRecord(db: Executor, record: OpenCardRecordInsert & { createdAt: Date; updatedAt: Date }): Promise<OpenCardRecordRow> {
  const { uimId: _uimId, recordNumber: _recordNumber, createdAt: _createdAt, ...changes } = record;
  const rows = await db.insert(openCardRecords).values(record).onConflictDoUpdate({ target: openCardRecords.uimId, set: changes }).returning();
  const row = rows[0];
  if (!row) {
    throw new Error('record not saved');
  }
  return row;
}

export async function updateRecord(db: Executor, uimId: string, changes: Partial<OpenCardRecordInsert>): Promise<OpenCardRecordRow | null> {
  const rows = await db.update(openCardRecords).set(changes).where(eq(openCardRecords.uimId, uimId)).returning();
  return rows[0] ?? null;
}

export async function deleteOpenRecord(db: Executor, uimId: string, dealerId: string): Promise<void> {
  await db.delete(openCardRecords).where(and(eq(openCardRecords.uimId, uimId), eq(openCardRecords.dealerId, dealerId), eq(openCardRecords.status, 'open')));
}
