import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { creditSettings } from '../db/schema.ts';

export type CreditSettings = Omit<typeof creditSettings.$inferSelect, 'id'>;

/** Credit control's settings (one row, created by its migration with the defaults). */
export async function readCreditSettings(db: Executor): Promise<CreditSettings> {
  const [row] = await db.select().from(creditSettings).where(eq(creditSettings.id, 1));
  if (!row) {
    throw new Error('credit_settings has no row: the migration creates it');
  }
  const { id: _id, ...settings } = row;
  return settings;
}
