import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { balanceLedger } from '../db/schema.ts';

/** How many times a top-up order was credited to the balance: a paid order exactly once, whatever retried. */
export async function rechargeCreditsOf(db: Executor, outTradeNo: string): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.reference, outTradeNo), eq(balanceLedger.reason, 'recharge')));
  return Number(row?.rows);
}
