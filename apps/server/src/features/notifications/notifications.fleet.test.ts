import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { queueNotification } from '../../platform/notifications.ts';
import type { SmsGateway } from '../../providers/sms-gateway/sms-gateway.ts';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, useFleet } from '../../test/second-instance.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { notificationJob } from '../../platform/notification-delivery.ts';

// Two server instances on one PostgreSQL database pass over the outbox at the same moment: each
// notification reaches the gateway once, through whichever instance claimed it.

const fleet = useFleet();

/** Counts what each instance hands to its gateway. */
function countHandedBy(deps: AppDeps, handed: number[]): void {
  const real = deps.providers.smsGateway;
  const counting: SmsGateway = {
    send: async (message) => {
      handed.push(message.notificationId ?? 0);
      await real.send(message);
    },
  };
  deps.providers.smsGateway = counting;
}

describe.skipIf(!canRunFleet)(`the notification outbox across two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('sends each notification once when both instances pass over the outbox at once', async () => {
    const keys = Array.from({ length: 40 }, (_, index) => `application:${9700 + index}:decision`);
    for (const [index, dedupeKey] of keys.entries()) {
      const phone = `1390007${String(index).padStart(4, '0')}`;
      await queueNotification(fleet.api.deps.db, { kind: 'cancellationRefused', phone, params: { reason: '资料不全' }, dedupeKey, now: fleet.api.deps.now() });
    }
    const handedByA: number[] = [];
    const handedByB: number[] = [];
    countHandedBy(fleet.api.deps, handedByA);
    countHandedBy(fleet.second.deps, handedByB);

    await Promise.all(
      [0, 1, 2].flatMap(() => [runDueJobs(fleet.api.deps, notificationJob, { limit: 7 }), runDueJobs(fleet.second.deps, notificationJob, { limit: 7 })]),
    );
    await Promise.all([runDueJobs(fleet.api.deps, notificationJob), runDueJobs(fleet.second.deps, notificationJob)]);

    const queued = await fleet.api.deps.db
      .select({ id: notifications.id, sentAt: notifications.sentAt })
      .from(notifications)
      .where(inArray(notifications.dedupeKey, keys));
    const handed = [...handedByA, ...handedByB].sort((left, right) => left - right);
    expect(handed).toEqual(queued.map((row) => row.id).sort((left, right) => left - right));
    expect(handedByA.length).toBeGreaterThan(0);
    expect(handedByB.length).toBeGreaterThan(0);
    expect(queued.every((row) => row.sentAt !== null)).toBe(true);
  });
});
