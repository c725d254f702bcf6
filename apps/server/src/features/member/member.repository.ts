import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { members } from '../../db/schema.ts';
import { snapshotUserRefusal } from '../../platform/snapshot-users.ts';

/**
 * Binds a number to a member; a number is bound to one member at a time, so others lose it. A
 * snapshot-page user is refused here, the one place every binding passes (nothing is changed).
 */
export async function bindPhoneToMember(db: Executor, memberId: number, phone: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ boundPhone: null, boundAt: null })
      .where(and(eq(members.boundPhone, phone), ne(members.id, memberId)));
    const bound = await tx
      .update(members)
      .set({ boundPhone: phone, boundAt: now })
      .where(and(eq(members.id, memberId), eq(members.isSnapshotUser, false)))
      .returning({ id: members.id });
    if (bound.length === 0) {
      throw snapshotUserRefusal();
    }
  });
}

/** Stores the member's care-mode choice. */
export async function saveCareMode(db: Executor, memberId: number, careMode: boolean): Promise<void> {
  await db.update(members).set({ careMode }).where(eq(members.id, memberId));
}
