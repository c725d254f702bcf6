import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { members, memberSessions } from '../../db/schema.ts';

/** Removes a member's binding to this number and ends its sessions; false when it was not bound to it. */
export async function unbindPhoneFromMember(db: Executor, memberId: number, phone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const unbound = await tx
      .update(members)
      .set({ boundPhone: null, boundAt: null })
      .where(and(eq(members.id, memberId), eq(members.boundPhone, phone)))
      .returning({ id: members.id });
    if (unbound.length === 0) {
      return false;
    }
    await tx.delete(memberSessions).where(eq(memberSessions.memberId, memberId));
    return true;
  });
}
