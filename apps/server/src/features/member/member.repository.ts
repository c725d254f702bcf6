import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { members } from '../../db/schema.ts';

/** Binds a number to a member; a number is bound to one member at a time, so others lose it. */
export async function bindPhoneToMember(db: Executor, memberId: number, phone: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ boundPhone: null, boundAt: null })
      .where(and(eq(members.boundPhone, phone), ne(members.id, memberId)));
    await tx.update(members).set({ boundPhone: phone, boundAt: now }).where(eq(members.id, memberId));
  });
}
