import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { serviceOrders } from '../db/schema.ts';
import type { ServiceOrder } from './boss.ts';

// Every order a subscriber makes is a service order (/orderQuery, /orderDetail), written by the
// flow in its own transaction and moved by the flow (or the staff decision) that changes it.

export type ServiceOrderKind = 'simReplacement' | 'packageChange' | 'callerService' | 'flowPack' | 'smsRegister';
export type ServiceOrderStatus = ServiceOrder['checkStatus'];

export interface NewServiceOrder {
  kind: ServiceOrderKind;
  /** The flow's own row (application id, order id, request id): unique per kind. */
  reference: string;
  phone: string;
  name: string;
  checkStatus: ServiceOrderStatus;
  summary: string;
  details: { title: string; content: string }[];
  tips?: string;
  createdAt: Date;
}

/** Records a service order once per (kind, reference); a repeat is a no-op. */
export async function recordServiceOrder(db: Executor, order: NewServiceOrder): Promise<void> {
  await db
    .insert(serviceOrders)
    .values({
      oid: `${order.kind.slice(0, 2).toUpperCase()}${order.createdAt.getTime().toString(36).toUpperCase()}${order.reference.slice(-6)}`,
      kind: order.kind,
      reference: order.reference,
      phone: order.phone,
      name: order.name,
      checkStatus: order.checkStatus,
      summary: order.summary,
      details: order.details,
      tips: order.tips ?? '',
      createdAt: order.createdAt,
    })
    .onConflictDoNothing();
}

/** Moves the order of a flow's row to a new status, adding detail lines (a reason, a new card). */
export async function moveServiceOrder(
  db: Executor,
  change: { kind: ServiceOrderKind; reference: string; checkStatus: ServiceOrderStatus; addDetails?: { title: string; content: string }[]; tips?: string; now: Date },
): Promise<void> {
  const where = and(eq(serviceOrders.kind, change.kind), eq(serviceOrders.reference, change.reference));
  const [order] = await db.select({ details: serviceOrders.details }).from(serviceOrders).where(where).limit(1);
  if (!order) {
    return;
  }
  await db
    .update(serviceOrders)
    .set({
      checkStatus: change.checkStatus,
      details: [...order.details, ...(change.addDetails ?? [])],
      ...(change.tips === undefined ? {} : { tips: change.tips }),
      updatedAt: change.now,
    })
    .where(where);
}
