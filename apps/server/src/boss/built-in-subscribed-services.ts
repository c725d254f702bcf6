import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { subscribedServices } from '../db/schema.ts';

// The built-in BOSS's record of ordered services (what /orderbusine lists): every order of a
// package change or a caller service writes here in the transaction that makes the order.

export const ServiceType = { BASE_PACKAGE: 0, FLOW_PACK: 1, VALUE_ADDED: 2 } as const;

/** Listed status: ended once its end time has passed, pending before it takes effect. */
export function statusAt(row: { status: number; effectTime: Date; overTime: Date | null }, now: Date): number {
  if (row.overTime && row.overTime <= now) {
    return -1;
  }
  return row.effectTime > now ? 0 : row.status;
}

export async function recordServiceOrder(
  db: Executor,
  order: { phone: string; serviceType: number; packageName: string; effectTime: Date; orderTime: Date; reference: string },
): Promise<void> {
  await db
    .insert(subscribedServices)
    .values({ ...order, status: 1, overTime: null })
    .onConflictDoNothing();
}

/** Sets the end of a running order of a service (the newest without an end). */
export async function endServiceOrder(
  db: Executor,
  order: { phone: string; serviceType: number; packageName?: string; exceptReference?: string; overTime: Date },
): Promise<void> {
  await db
    .update(subscribedServices)
    .set({ overTime: order.overTime })
    .where(
      and(
        eq(subscribedServices.phone, order.phone),
        eq(subscribedServices.serviceType, order.serviceType),
        isNull(subscribedServices.overTime),
        order.packageName === undefined ? undefined : eq(subscribedServices.packageName, order.packageName),
        order.exceptReference === undefined ? undefined : or(isNull(subscribedServices.reference), ne(subscribedServices.reference, order.exceptReference)),
      ),
    );
}

/** Takes back the end of an order still running (a service reopened before it ran out); false when none runs. */
export async function resumeServiceOrder(db: Executor, order: { phone: string; serviceType: number; packageName: string; now: Date }): Promise<boolean> {
  const resumed = await db
    .update(subscribedServices)
    .set({ overTime: null })
    .where(
      and(
        eq(subscribedServices.phone, order.phone),
        eq(subscribedServices.serviceType, order.serviceType),
        eq(subscribedServices.packageName, order.packageName),
        gt(subscribedServices.overTime, order.now),
      ),
    )
    .returning({ id: subscribedServices.id });
  return resumed.length > 0;
}
