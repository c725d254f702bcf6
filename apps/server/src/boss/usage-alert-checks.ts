import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';

// The back office's side of usage alerts (features/usage-alerts): where a number's usage is
// recorded or its balance falls, a check of its alerts is queued in the same transaction, so the
// check exists exactly when the change does. Only a number some member set an alert on gets one,
// and at most one check per number waits (the table's partial unique index): a burst of batches
// queues one. The check itself is the usage-alerts job; its sweep catches any other change.

/** Queues a check of the number's usage alerts in the caller's transaction. */
export async function queueUsageAlertCheck(tx: Executor, phone: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into usage_alert_checks (phone, created_at)
    select ${phone}, ${now.toISOString()}::timestamptz
    where exists (select 1 from usage_alerts where phone = ${phone} and is_enabled)
    on conflict do nothing`);
}
