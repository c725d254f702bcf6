import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { partnerLinkNonces } from '../../db/schema.ts';

/** Whether a partner link's nonce has logged in already. */
export async function isPartnerNonceUsed(db: Executor, channel: string, nonce: string): Promise<boolean> {
  const rows = await db
    .select({ nonce: partnerLinkNonces.nonce })
    .from(partnerLinkNonces)
    .where(and(eq(partnerLinkNonces.channel, channel), eq(partnerLinkNonces.nonce, nonce)));
  return rows.length > 0;
}

/** Records a nonce as used; false when it was (one insert, so two concurrent uses cannot both win). */
export async function usePartnerNonce(db: Executor, channel: string, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db.insert(partnerLinkNonces).values({ channel, nonce, expiresAt }).onConflictDoNothing().returning({ nonce: partnerLinkNonces.nonce });
  return inserted.length > 0;
}

/** Forgets nonces whose links are refused by their timestamp anyway. */
export async function sweepPartnerNonces(db: Executor, now: Date): Promise<void> {
  await db.delete(partnerLinkNonces).where(lt(partnerLinkNonces.expiresAt, now));
}
