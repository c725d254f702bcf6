import type { BindingMethod } from '@hall/contract/member-numbers/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { memberSessions } from '../../db/schema.ts';
import { unbindMemberNumber } from '../../platform/member-numbers.ts';

/**
 * Removes a member's binding to this number; with no number left the member's sessions end (the
 * spec's unbind logs out). Null when it was not bound to it; otherwise how many numbers remain.
 */
export async function unbindPhoneFromMember(
  db: Executor,
  unbinding: { memberId: number; phone: string; method: BindingMethod; now: Date },
): Promise<{ remaining: number; isAutoTopUpEnded: boolean } | null> {
  return db.transaction(async (tx) => {
    const result = await unbindMemberNumber(tx, unbinding);
    if (result?.remaining === 0) {
      await tx.delete(memberSessions).where(eq(memberSessions.memberId, unbinding.memberId));
    }
    return result;
  });
}
