import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { transferOrders } from '../db/schema.ts';

// A number transferred (过户) keeps its account, but the calls, messages and interceptions before
// the transfer were the previous owner's communications: the receiver's pages start at the
// transfer. (A number that went back to the pool moved its former owner's rows away entirely.)

/** When the number's current owner took it over by a transfer, or null when nobody transferred it. */
export async function findOwnerSince(db: Executor, phone: string): Promise<Date | null> {
  const [latest] = await db
    .select({ decidedAt: transferOrders.decidedAt })
    .from(transferOrders)
    .where(and(eq(transferOrders.phone, phone), eq(transferOrders.outcome, 'transferred'), isNotNull(transferOrders.decidedAt)))
    .orderBy(desc(transferOrders.decidedAt))
    .limit(1);
  return latest?.decidedAt ?? null;
}

/** The period's start, moved to the owner's when they took the number over later. */
export function ownedFrom(start: Date, ownerSince: Date | null): Date {
  return ownerSince && ownerSince > start ? ownerSince : start;
}
