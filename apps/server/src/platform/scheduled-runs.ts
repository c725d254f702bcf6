import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { scheduledRuns } from '../db/schema.ts';
import { retryDelayMs, type Backoff } from './jobs/retry-policy.ts';
import { lastErrorOf } from './jobs/run-job.ts';

// A schedule runs once across the fleet. Every instance looks at the schedule's row often; when
// it is due, the instance tries the schedule's session advisory lock on a connection of its own
// and, holding it, looks again (the holder before it may just have finished the slot), runs, and
// records the outcome before letting go. The lock keeps two runs apart however long a run takes,
// and goes with its connection when an instance dies, so nothing waits on a lease; the row keeps
// one run per due slot and spaces the retries of a failing run. A run that ends after its signal
// was aborted (the instance is stopping) did not finish its slot: it is recorded as interrupted and
// the slot stays due, so whichever instance is up takes it over at its next look. Every schedule
// does only what is still due when it runs (the monthly run skips billed numbers, sweeps find what
// is left), so running the slot again is safe. Times are the database's, so the instances' clocks
// need not agree.

/** The first key of the two-key advisory locks: the schedules' own space (the migration number). */
const LOCK_SPACE = 41;

export interface Schedule {
  name: string;
  intervalMs: number;
  /**
   * The backoff of failed runs (jobs/retry-policy.ts; a schedule is never given up). By default the
   * first retry after 5 s (or the interval, if shorter), doubling up to the interval, but at least a minute.
   */
  retry?: Partial<Backoff>;
  run: (signal: AbortSignal) => Promise<unknown>;
}

export type ScheduledRunOutcome =
  { state: 'notDue' } | { state: 'runningElsewhere' } | { state: 'ran' } | { state: 'interrupted' } | { state: 'failed'; error: unknown; retryInMs: number };

const DEFAULT_FIRST_DELAY_MS = 5000;
const SHORTEST_DEFAULT_MAX_DELAY_MS = 60 * 1000;

/** The schedule's backoff, its defaults filled in from its interval. */
export function backoffOf(schedule: Schedule): Backoff {
  return {
    firstDelayMs: schedule.retry?.firstDelayMs ?? Math.min(DEFAULT_FIRST_DELAY_MS, schedule.intervalMs),
    maxDelayMs: schedule.retry?.maxDelayMs ?? Math.max(schedule.intervalMs, SHORTEST_DEFAULT_MAX_DELAY_MS),
  };
}

/** The schedule's lock key: a stable 32-bit number of its name (the name never reaches the SQL text). */
function lockKeyOf(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

const afterMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

async function isDue(database: Database, name: string): Promise<boolean> {
  const [row] = await database.db
    .select({ isDue: sql<boolean>`${scheduledRuns.nextDueAt} <= now()` })
    .from(scheduledRuns)
    .where(eq(scheduledRuns.name, name));
  if (row) {
    return row.isDue;
  }
  await database.db
    .insert(scheduledRuns)
    .values({ name, nextDueAt: sql`now()` })
    .onConflictDoNothing();
  return true;
}

async function recordSuccess(database: Database, schedule: Schedule): Promise<void> {
  await database.db
    .update(scheduledRuns)
    .set({
      nextDueAt: afterMs(schedule.intervalMs),
      attempts: 0,
      lastFinishedAt: sql`now()`,
      lastError: '',
      runsTotal: sql`${scheduledRuns.runsTotal} + 1`,
    })
    .where(eq(scheduledRuns.name, schedule.name));
}

/** Stopped before its work was done: due again now, its failures in a row and interval untouched. */
async function recordInterruption(database: Database, schedule: Schedule): Promise<void> {
  await database.db
    .update(scheduledRuns)
    .set({
      nextDueAt: sql`now()`,
      lastFinishedAt: sql`now()`,
      lastInterruptedAt: sql`now()`,
      runsTotal: sql`${scheduledRuns.runsTotal} + 1`,
      interruptionsTotal: sql`${scheduledRuns.interruptionsTotal} + 1`,
    })
    .where(eq(scheduledRuns.name, schedule.name));
}

async function recordFailure(database: Database, schedule: Schedule, error: unknown): Promise<number> {
  const [row] = await database.db.select({ attempts: scheduledRuns.attempts }).from(scheduledRuns).where(eq(scheduledRuns.name, schedule.name));
  const attempts = (row?.attempts ?? 0) + 1;
  const retryInMs = retryDelayMs(backoffOf(schedule), attempts);
  await database.db
    .update(scheduledRuns)
    .set({
      nextDueAt: afterMs(retryInMs),
      attempts,
      lastFinishedAt: sql`now()`,
      lastError: lastErrorOf(error),
      runsTotal: sql`${scheduledRuns.runsTotal} + 1`,
      failuresTotal: sql`${scheduledRuns.failuresTotal} + 1`,
    })
    .where(eq(scheduledRuns.name, schedule.name));
  return retryInMs;
}

/**
 * Answers once no instance is in a run of the schedule: the lock taken and let go, waiting for a
 * run in flight to end. On the embedded engine, whose one session holds every lock, at once.
 */
export async function waitForRunInFlight(database: Database, name: string): Promise<void> {
  const key = lockKeyOf(name);
  await database.withSession(async (session) => {
    await session.run(`select pg_advisory_lock(${LOCK_SPACE}, ${key})`);
    await session.run(`select pg_advisory_unlock(${LOCK_SPACE}, ${key})`);
  });
}

/**
 * Runs the schedule when its slot is due and no other instance holds it; answers what happened.
 * A failed run is recorded (with its retry time) and answered, never thrown; so is one its signal
 * stopped (due again at once).
 */
export async function runIfDue(database: Database, schedule: Schedule, signal: AbortSignal): Promise<ScheduledRunOutcome> {
  if (!(await isDue(database, schedule.name))) {
    return { state: 'notDue' };
  }
  const key = lockKeyOf(schedule.name);
  return database.withSession(async (session) => {
    const [lock] = await session.rows<{ locked: boolean }>(`select pg_try_advisory_lock(${LOCK_SPACE}, ${key}) as locked`);
    if (!lock?.locked) {
      return { state: 'runningElsewhere' };
    }
    try {
      if (!(await isDue(database, schedule.name))) {
        return { state: 'notDue' };
      }
      await database.db
        .update(scheduledRuns)
        .set({ lastStartedAt: sql`now()` })
        .where(eq(scheduledRuns.name, schedule.name));
      try {
        await schedule.run(signal);
      } catch (error: unknown) {
        if (!signal.aborted) {
          return { state: 'failed', error, retryInMs: await recordFailure(database, schedule, error) };
        }
      }
      if (signal.aborted) {
        await recordInterruption(database, schedule);
        return { state: 'interrupted' };
      }
      await recordSuccess(database, schedule);
      return { state: 'ran' };
    } finally {
      await session.run(`select pg_advisory_unlock(${LOCK_SPACE}, ${key})`);
    }
  });
}
