import { RechargeStatus } from '@hall/contract/recharge/rules';
import { and, asc, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { rechargeOrders } from '../../db/schema.ts';

import type { RechargeOrderRow } from '../../domain/top-up-settlement.ts';

export type { RechargeOrderRow };
/** createdAt is required: month filters and expiries read it, so it is the injected clock's, never the database's. */
export type NewRechargeOrder = typeof rechargeOrders.$inferInsert & { createdAt: Date };

export async function insertRechargeOrder(db: Executor, order: NewRechargeOrder): Promise<void> {
  await db.insert(rechargeOrders).values(order);
}

/** Unpaid public (/UniversalPay: a bill payment of no member) orders created at or before `createdBefore`, oldest first. */
export async function listUnpaidPublicOrders(db: Executor, createdBefore: Date, limit: number): Promise<RechargeOrderRow[]> {
  return db
    .select()
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.status, RechargeStatus.UNPAID),
        isNull(rechargeOrders.memberId),
        eq(rechargeOrders.productKind, 'bill'),
        lte(rechargeOrders.createdAt, createdBefore),
      ),
    )
    .orderBy(asc(rechargeOrders.createdAt))
    .limit(limit);
}

/** A member's unpaid top-up orders (ADD_ORDERS) created at or before `createdBefore`, oldest first. */
export async function listUnpaidMemberOrders(db: Executor, createdBefore: Date, limit: number): Promise<RechargeOrderRow[]> {
  return db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.status, RechargeStatus.UNPAID), isNotNull(rechargeOrders.memberId), lte(rechargeOrders.createdAt, createdBefore)))
    .orderBy(asc(rechargeOrders.createdAt))
    .limit(limit);
}

/** Deletes an order only while it is still unpaid; false when it was paid or deleted meanwhile. */
export async function deleteUnpaidRechargeOrder(db: Executor, outTradeNo: string): Promise<boolean> {
  const deleted = await db
    .delete(rechargeOrders)
    .where(and(eq(rechargeOrders.outTradeNo, outTradeNo), eq(rechargeOrders.status, RechargeStatus.UNPAID)))
    .returning({ outTradeNo: rechargeOrders.outTradeNo });
  return deleted.length > 0;
}

export async function listRechargeOrdersOfPhone(db: Executor, phone: string, limit: number): Promise<RechargeOrderRow[]> {
  return db.select().from(rechargeOrders).where(eq(rechargeOrders.phone, phone)).orderBy(desc(rechargeOrders.createdAt)).limit(limit);
}
