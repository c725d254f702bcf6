import { and, asc, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { notifications } from '../../db/schema.ts';
import type { ClaimedNotification } from '../../platform/notification-delivery.ts';

/**
 * Claims up to `limit` due notifications in one statement: each gets a lease until `leaseUntil`
 * and one more attempt. Rows another instance is claiming at this moment are skipped (SKIP
 * LOCKED), and a row under a live lease is not due, so no two workers hold the same row; a row
 * whose holder died is due again once its lease has run out.
 */
export async function claimDueNotifications(db: Executor, options: { now: Date; leaseUntil: Date; limit: number }): Promise<ClaimedNotification[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(isNull(notifications.sentAt), isNull(notifications.failedAt), or(isNull(notifications.claimedUntil), lte(notifications.claimedUntil, options.now))),
    )
    .orderBy(asc(notifications.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ claimedUntil: options.leaseUntil, attempts: sql`${notifications.attempts} + 1` })
    .where(inArray(notifications.id, due))
    .returning({ id: notifications.id, kind: notifications.kind, phone: notifications.phone, params: notifications.params, attempts: notifications.attempts })
    .then((rows) => rows.sort((left, right) => left.id - right.id));
}
