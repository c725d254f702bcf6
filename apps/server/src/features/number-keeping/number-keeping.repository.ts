import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { cardStock, subscribers } from '../../db/schema.ts';

const numberColumns = {
  status: subscribers.status,
  balanceFen: subscribers.balanceFen,
  keptUntil: subscribers.keptUntil,
  iccid: subscribers.iccid,
  puk: cardStock.puk,
};

export type KeptNumber = Awaited<ReturnType<typeof findNumber>>;

/** The number's state, balance, keep end and card (with its PUK when the card came from the stock import). */
export async function findNumber(db: Executor, phone: string) {
  const [row] = await db
    .select(numberColumns)
    .from(subscribers)
    .leftJoin(cardStock, eq(cardStock.iccid, subscribers.iccid))
    .where(eq(subscribers.phone, phone));
  return row ?? null;
}

/** The number's row, locked for the change (moveNumber's callers hold the lock). */
export async function lockNumber(tx: Executor, phone: string) {
  const [row] = await tx
    .select({ status: subscribers.status, balanceFen: subscribers.balanceFen })
    .from(subscribers)
    .where(eq(subscribers.phone, phone))
    .for('update');
  return row ?? null;
}

/** The end of the 停机保号 the owner chose; the state machine clears it when the keep ends. */
export async function setKeptUntil(tx: Executor, phone: string, keptUntil: Date): Promise<void> {
  await tx.update(subscribers).set({ keptUntil }).where(eq(subscribers.phone, phone));
}
