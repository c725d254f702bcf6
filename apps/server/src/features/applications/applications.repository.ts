import type { ApplicationKindValue } from '@hall/contract/applications/rules';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { applicationFiles, applications, identityChecks, realNameNameChecks, realNameOrders, transferOrders } from '../../db/schema.ts';

// SQL of the identity-gated applications; the rules live in the flows' services (cancellation,
// transfer, real-name) and application-filing.ts.

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert & { createdAt: Date };
export type TransferOrderRow = typeof transferOrders.$inferSelect;

export async function findLatestApplication(db: Executor, memberId: number, kind: ApplicationKindValue): Promise<ApplicationRow | null> {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.memberId, memberId), eq(applications.kind, kind)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPendingApplication(db: Executor, phone: string, kind: ApplicationKindValue): Promise<ApplicationRow | null> {
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.phone, phone), eq(applications.kind, kind), eq(applications.status, 'pending')))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts an application; null when the number already has a pending one of the kind (or the biz_no was used). */
export async function insertApplication(db: Executor, application: NewApplication): Promise<ApplicationRow | null> {
  const rows = await db.insert(applications).values(application).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function insertTransferOrder(db: Executor, order: typeof transferOrders.$inferInsert & { createdAt: Date }): Promise<void> {
  await db.insert(transferOrders).values(order);
}

export async function findTransferOrder(db: Executor, orderNo: string): Promise<TransferOrderRow | null> {
  const rows = await db.select().from(transferOrders).where(eq(transferOrders.orderNo, orderNo)).limit(1);
  return rows[0] ?? null;
}

export async function countWrongTransferCode(db: Executor, orderNo: string): Promise<void> {
  await db
    .update(transferOrders)
    .set({ wrongAttempts: sql`${transferOrders.wrongAttempts} + 1` })
    .where(eq(transferOrders.orderNo, orderNo));
}

/** Hands the order to its receiver, once: a second claim finds nothing to update. */
export async function claimTransferOrder(db: Executor, orderNo: string, receiverMemberId: number, now: Date): Promise<TransferOrderRow | null> {
  const rows = await db
    .update(transferOrders)
    .set({ receivedAt: now, receiverMemberId })
    .where(and(eq(transferOrders.orderNo, orderNo), isNull(transferOrders.receivedAt)))
    .returning();
  return rows[0] ?? null;
}

export async function findApplicationStatus(db: Executor, id: number): Promise<ApplicationRow['status'] | null> {
  const rows = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)).limit(1);
  return rows[0]?.status ?? null;
}

/** An identity check by biz_no, whatever its state (uploads come before the face check). */
export async function findIdentityCheck(db: Executor, bizNo: string) {
  const rows = await db.select().from(identityChecks).where(eq(identityChecks.bizNo, bizNo)).limit(1);
  return rows[0] ?? null;
}

export async function saveApplicationFile(db: Executor, file: typeof applicationFiles.$inferInsert): Promise<void> {
  await db
    .insert(applicationFiles)
    .values(file)
    .onConflictDoUpdate({
      target: [applicationFiles.bizNo, applicationFiles.kind],
      set: { mimeType: file.mimeType, contentBase64: file.contentBase64, sizeBytes: file.sizeBytes, createdAt: file.createdAt },
    });
}

export async function hasApplicationFile(db: Executor, bizNo: string, kind: 'signature' | 'photo'): Promise<boolean> {
  const rows = await db
    .select({ bizNo: applicationFiles.bizNo })
    .from(applicationFiles)
    .where(and(eq(applicationFiles.bizNo, bizNo), eq(applicationFiles.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

export async function findRealNameOrder(db: Executor, id: string) {
  const rows = await db.select().from(realNameOrders).where(eq(realNameOrders.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Marks a link order submitted, once, and only while it has not expired at `now`. */
export async function markRealNameOrderSubmitted(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(realNameOrders)
    .set({ status: 'submitted', submittedAt: now })
    .where(and(eq(realNameOrders.id, id), eq(realNameOrders.status, 'waiting'), gt(realNameOrders.expiresAt, now)))
    .returning({ id: realNameOrders.id });
  return rows.length > 0;
}

export async function recordNameCheck(db: Executor, bizNo: string, memberId: number): Promise<void> {
  await db.insert(realNameNameChecks).values({ bizNo, memberId }).onConflictDoNothing();
}

export async function hasNameCheck(db: Executor, bizNo: string, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ bizNo: realNameNameChecks.bizNo })
    .from(realNameNameChecks)
    .where(and(eq(realNameNameChecks.bizNo, bizNo), eq(realNameNameChecks.memberId, memberId)))
    .limit(1);
  return rows.length > 0;
}
