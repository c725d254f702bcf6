import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { realNameOrders, staffUsers } from '../../db/schema.ts';

// SQL of the console's real-name supplement links; the rules live in console-real-name.service.ts.

const orderColumns = {
  id: realNameOrders.id,
  phone: realNameOrders.phone,
  reason: realNameOrders.reason,
  issuedBy: staffUsers.displayName,
  status: realNameOrders.status,
  createdAt: realNameOrders.createdAt,
  expiresAt: realNameOrders.expiresAt,
  submittedAt: realNameOrders.submittedAt,
};

export interface RealNameOrderRow {
  id: string;
  phone: string;
  reason: string;
  issuedBy: string;
  status: 'waiting' | 'submitted';
  createdAt: Date;
  expiresAt: Date;
  submittedAt: Date | null;
}

/** Serialises issuing for one number until the caller's transaction ends (two staff at once give one order). */
export async function lockNumberForIssue(tx: Executor, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`real-name-order:${phone}`}))`);
}

/** The number's waiting order that is still valid at `now`, the one that lasts longest. */
export async function findUsableOrderOfPhone(db: Executor, phone: string, now: Date): Promise<RealNameOrderRow | null> {
  const rows = await db
    .select(orderColumns)
    .from(realNameOrders)
    .innerJoin(staffUsers, eq(staffUsers.id, realNameOrders.issuedBy))
    .where(and(eq(realNameOrders.phone, phone), eq(realNameOrders.status, 'waiting'), gt(realNameOrders.expiresAt, now)))
    .orderBy(desc(realNameOrders.expiresAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertOrder(
  tx: Executor,
  order: { id: string; phone: string; reason: string; issuedBy: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(realNameOrders).values({ ...order, status: 'waiting' });
}

/** The latest orders, newest first. */
export async function listLatestOrders(db: Executor, limit: number): Promise<RealNameOrderRow[]> {
  return db
    .select(orderColumns)
    .from(realNameOrders)
    .innerJoin(staffUsers, eq(staffUsers.id, realNameOrders.issuedBy))
    .orderBy(desc(realNameOrders.createdAt), desc(realNameOrders.id))
    .limit(limit);
}
