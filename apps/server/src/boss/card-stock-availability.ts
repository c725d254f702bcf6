import { and, eq, lte, or, type SQL } from 'drizzle-orm';
import { cardStock } from '../db/schema.ts';

/** A card that may be reserved or opened by anyone now: in stock, or reserved (0063) until a time that has passed. */
export function isFreeAt(now: Date): SQL {
  return or(eq(cardStock.status, 'available'), and(eq(cardStock.status, 'locked'), lte(cardStock.reservedUntil, now))) as SQL;
}
