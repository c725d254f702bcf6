import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { servicePasswordGrants } from '../../db/schema.ts';

/** Records that the member passed step 1 for this number, until `expiresAt`. */
export async function saveChangeGrant(db: Executor, memberId: number, phone: string, expiresAt: Date): Promise<void> {
  await db
    .insert(servicePasswordGrants)
    .values({ memberId, phone, expiresAt })
    .onConflictDoUpdate({ target: servicePasswordGrants.memberId, set: { phone, expiresAt } });
}

/** Uses the member's unexpired grant for this number once; false when there is none. */
export async function takeChangeGrant(db: Executor, memberId: number, phone: string, now: Date): Promise<boolean> {
  const taken = await db
    .delete(servicePasswordGrants)
    .where(and(eq(servicePasswordGrants.memberId, memberId), eq(servicePasswordGrants.phone, phone), gt(servicePasswordGrants.expiresAt, now)))
    .returning({ memberId: servicePasswordGrants.memberId });
  return taken.length > 0;
}
