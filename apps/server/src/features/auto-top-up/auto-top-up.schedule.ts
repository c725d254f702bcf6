import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { autoTopUpChecks, autoTopUpContracts, autoTopUpSettings, subscribers } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { scheduleJob } from '../../platform/jobs/job-schedule.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { autoTopUpCheckJob, settleDebitFromQuery } from './auto-top-up-debit.ts';
import { autoTopUpTerminationJob } from './contract-termination-job.ts';
import { findLatestChargeReference, listStalePendingDebits } from './auto-top-up.repository.ts';

// The checks, and the terminations at WeChat Pay of contracts whose signer left the number, run on
// the job queue every few seconds; a sweep every few minutes queues a check of every number with a
// signed contract whose balance is below its threshold (a fall the charges did not queue: a
// caller-service fee, a staff adjustment, a threshold raised), naming the same trigger a charge
// would (its latest charge), and asks WeChat Pay again about debits still pending.

const CHECK_PASS_INTERVAL_MS = 5_000;
const SWEEP_INTERVAL_MS = 5 * 60_000;
const SWEEP_BATCH = 500;
/** A debit still pending this long after it was asked for is asked about again. */
const PENDING_RECHECK_MS = 60_000;

/** The trigger the sweep names for a number: its latest charge, or the contract itself when nothing was ever charged. */
async function sweepTriggerOf(deps: AppDeps, phone: string, contractId: number): Promise<string> {
  return (await findLatestChargeReference(deps.db, phone)) ?? `contract:${contractId}`;
}

/** Queues a check of one number for its current trigger when its balance is below its threshold (after signing, and by the sweep). */
export async function queueSweepCheck(deps: AppDeps, phone: string): Promise<void> {
  const [contract] = await deps.db
    .select({ id: autoTopUpContracts.id })
    .from(autoTopUpContracts)
    .innerJoin(autoTopUpSettings, eq(autoTopUpSettings.phone, autoTopUpContracts.phone))
    .innerJoin(subscribers, eq(subscribers.phone, autoTopUpContracts.phone))
    .where(
      and(eq(autoTopUpContracts.phone, phone), eq(autoTopUpContracts.state, 'signed'), lt(subscribers.balanceFen, sql`${autoTopUpSettings.thresholdFen}`)),
    );
  if (!contract) {
    return;
  }
  const triggerKey = await sweepTriggerOf(deps, phone, contract.id);
  await deps.db.insert(autoTopUpChecks).values({ phone, triggerKey, attempt: 1, createdAt: deps.now() }).onConflictDoNothing();
}

/** One sweep: a check for each low number with a signed contract, and pending debits asked about again. */
export async function sweepAutoTopUps(deps: AppDeps): Promise<{ queued: number; rechecked: number }> {
  const low = await deps.db
    .select({ phone: autoTopUpSettings.phone })
    .from(autoTopUpSettings)
    .innerJoin(autoTopUpContracts, and(eq(autoTopUpContracts.phone, autoTopUpSettings.phone), eq(autoTopUpContracts.state, 'signed')))
    .innerJoin(subscribers, eq(subscribers.phone, autoTopUpSettings.phone))
    .where(lt(subscribers.balanceFen, sql`${autoTopUpSettings.thresholdFen}`))
    .limit(SWEEP_BATCH);
  for (const { phone } of low) {
    await queueSweepCheck(deps, phone);
  }
  const stale = await listStalePendingDebits(deps.db, new Date(deps.now().getTime() - PENDING_RECHECK_MS), SWEEP_BATCH);
  for (const debit of stale) {
    await settleDebitFromQuery(deps, debit.outTradeNo);
  }
  return { queued: low.length, rechecked: stale.length };
}

export function scheduleAutoTopUps(app: FastifyInstance, deps: AppDeps): void {
  scheduleJob(app, deps, autoTopUpCheckJob, CHECK_PASS_INTERVAL_MS);
  scheduleJob(app, deps, autoTopUpTerminationJob, CHECK_PASS_INTERVAL_MS);
  repeatWhileOpen(app, deps.database, { name: 'auto top-up sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => sweepAutoTopUps(deps) });
}
