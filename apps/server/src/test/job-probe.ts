import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { defineJob } from '../platform/jobs/define-job.ts';

// A job for the runner's own tests: rows in the notifications table (no foreign keys) under a kind
// no notification has, handled by whatever the test sets.

export const PROBE_RETRY = { firstDelayMs: 10_000, maxDelayMs: 40_000, maxAttempts: 4 };

/** What the probe's handler does for each run; a test replaces it. */
export const probeHandling: { run: (dedupeKey: string, attempt: number) => Promise<void> } = { run: async () => undefined };

export const probeJob = defineJob({
  name: 'probe',
  table: notifications,
  payload: z.object({
    kind: z.literal('jobProbe', { error: 'not a probe' }),
    phone: z.string(),
    params: z.record(z.string(), z.string()),
    dedupeKey: z.string(),
  }),
  retry: PROBE_RETRY,
  handler: async ({ dedupeKey }, { attempt }) => {
    await probeHandling.run(dedupeKey, attempt);
    return { sentBy: 'sms' as const };
  },
});

/** The probe row of `dedupeKey`. */
export async function readProbeRow(deps: AppDeps, dedupeKey: string) {
  const [row] = await deps.db.select().from(notifications).where(eq(notifications.dedupeKey, dedupeKey));
  return row;
}
