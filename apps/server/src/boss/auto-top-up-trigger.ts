import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';

// The back office's side of auto top-up (features/auto-top-up): a charge that takes a number's
// balance below its auto top-up threshold queues a check of the number on the job queue, in the
// charge's transaction. The ledger entry's reference is the trigger: the same charge queues one
// check, and the sweep names the same trigger for the same fall (the unique key of the rows).

/**
 * Queues the auto top-up check of a number after a charge, when the number has a signed
 * entrusted-debit contract and the balance after it is below the member's threshold (one
 * statement; nothing is written for a number without auto top-up).
 */
export async function queueAutoTopUpCheck(tx: Executor, charge: { phone: string; balanceAfterFen: number; reference: string; now: Date }): Promise<void> {
  await tx.execute(sql`
    insert into auto_top_up_checks (phone, trigger_key, attempt, created_at)
    select s.phone, ${charge.reference}, 1, ${charge.now.toISOString()}::timestamptz
    from auto_top_up_settings s
    where s.phone = ${charge.phone}
      and ${charge.balanceAfterFen} < s.threshold_fen
      and exists (select 1 from auto_top_up_contracts c where c.phone = s.phone and c.state = 'signed')
    on conflict do nothing`);
}
