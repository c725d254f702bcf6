import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { scheduledRuns } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { retryDelayMs } from './jobs/retry-policy.ts';
import { backoffOf, runIfDue, waitForRunInFlight, type Schedule } from './scheduled-runs.ts';

const never = new AbortController().signal;

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});

afterAll(async () => {
  await database.close();
});

async function readRow(name: string) {
  const [row] = await database.db
    .select({
      attempts: scheduledRuns.attempts,
      runsTotal: scheduledRuns.runsTotal,
      failuresTotal: scheduledRuns.failuresTotal,
      lastError: scheduledRuns.lastError,
      interruptionsTotal: scheduledRuns.interruptionsTotal,
      dueInMs: sql<number>`(extract(epoch from ${scheduledRuns.nextDueAt} - now()) * 1000)::float8`,
    })
    .from(scheduledRuns)
    .where(eq(scheduledRuns.name, name));
  if (!row) {
    throw new Error(`no scheduled_runs row for ${name}`);
  }
  return row;
}

/** Stands for the time passing until the schedule's next slot. */
async function makeDue(name: string): Promise<void> {
  await database.db
    .update(scheduledRuns)
    .set({ nextDueAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledRuns.name, name));
}

describe('a schedule runs once per due slot', () => {
  it('runs when first seen, not again before its interval has passed, and again once it has', async () => {
    let runs = 0;
    const schedule: Schedule = { name: 'slot probe', intervalMs: 60_000, run: async () => (runs += 1) };
    expect(await runIfDue(database, schedule, never)).toEqual({ state: 'ran' });
    expect(await runIfDue(database, schedule, never)).toEqual({ state: 'notDue' });
    expect(runs).toBe(1);
    const row = await readRow('slot probe');
    expect(row.dueInMs).toBeGreaterThan(55_000);
    expect(row.dueInMs).toBeLessThanOrEqual(60_000);
    await makeDue('slot probe');
    expect(await runIfDue(database, schedule, never)).toEqual({ state: 'ran' });
    expect(runs).toBe(2);
    expect((await readRow('slot probe')).runsTotal).toBe(2);
  });
});

describe('waiting for a run in flight', () => {
  it('answers only after the run has ended, so its work can be read', async () => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const events: string[] = [];
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const schedule: Schedule = {
      name: 'in-flight probe',
      intervalMs: 60_000,
      run: async () => {
        started();
        await finished;
        events.push('run ended');
      },
    };
    const run = runIfDue(database, schedule, never);
    await running;
    const waited = waitForRunInFlight(database, schedule.name).then(() => events.push('wait answered'));
    setTimeout(finish, 200);
    await Promise.all([run, waited]);
    // The embedded engine's one session holds every lock: there the wait cannot see the run.
    expect(events).toEqual(database.connections().idle === null ? ['wait answered', 'run ended'] : ['run ended', 'wait answered']);
  });
});

describe('a run its signal stops before it is done', () => {
  it('is recorded as interrupted, not as a success or a failure, and is due again at once', async () => {
    const stopping = new AbortController();
    let runs = 0;
    const schedule: Schedule = {
      name: 'interruption probe',
      intervalMs: 600_000,
      run: async (signal) => {
        runs += 1;
        if (runs === 1) {
          // The instance is told to stop midway; the run returns early, its work not done.
          stopping.abort();
          return;
        }
        expect(signal.aborted).toBe(false);
      },
    };
    expect(await runIfDue(database, schedule, stopping.signal)).toEqual({ state: 'interrupted' });
    const row = await readRow('interruption probe');
    expect(row).toMatchObject({ interruptionsTotal: 1, attempts: 0, failuresTotal: 0, lastError: '' });
    expect(row.dueInMs).toBeLessThanOrEqual(0);

    // Another instance (a signal of its own) takes the slot over at its next look, without waiting.
    expect(await runIfDue(database, schedule, never)).toEqual({ state: 'ran' });
    expect(runs).toBe(2);
    expect((await readRow('interruption probe')).dueInMs).toBeGreaterThan(590_000);
  });

  it('is recorded as interrupted, not failed, when it throws because its signal was aborted', async () => {
    const stopping = new AbortController();
    const schedule: Schedule = {
      name: 'aborted throw probe',
      intervalMs: 600_000,
      run: async () => {
        stopping.abort();
        throw new Error('the query was cancelled');
      },
    };
    expect(await runIfDue(database, schedule, stopping.signal)).toEqual({ state: 'interrupted' });
    const row = await readRow('aborted throw probe');
    expect(row).toMatchObject({ interruptionsTotal: 1, attempts: 0, failuresTotal: 0 });
    expect(row.dueInMs).toBeLessThanOrEqual(0);
  });
});

describe('a failing run is retried with backoff', () => {
  it('is due again after the base delay, then twice as long, and a success goes back to the interval', async () => {
    let shouldFail = true;
    const schedule: Schedule = {
      name: 'backoff probe',
      intervalMs: 600_000,
      retry: { firstDelayMs: 10_000 },
      run: async () => {
        if (shouldFail) {
          throw new Error('platform unreachable');
        }
      },
    };
    const first = await runIfDue(database, schedule, never);
    expect(first).toMatchObject({ state: 'failed', retryInMs: 10_000 });
    let row = await readRow('backoff probe');
    expect(row).toMatchObject({ attempts: 1, failuresTotal: 1, lastError: 'platform unreachable' });
    expect(row.dueInMs).toBeGreaterThan(5_000);
    expect(row.dueInMs).toBeLessThanOrEqual(10_000);
    // Not retried before its time.
    expect(await runIfDue(database, schedule, never)).toEqual({ state: 'notDue' });

    await makeDue('backoff probe');
    expect(await runIfDue(database, schedule, never)).toMatchObject({ state: 'failed', retryInMs: 20_000 });
    row = await readRow('backoff probe');
    expect(row.attempts).toBe(2);
    expect(row.dueInMs).toBeGreaterThan(15_000);

    shouldFail = false;
    await makeDue('backoff probe');
    expect(await runIfDue(database, schedule, never)).toEqual({ state: 'ran' });
    row = await readRow('backoff probe');
    expect(row).toMatchObject({ attempts: 0, failuresTotal: 2, runsTotal: 3, lastError: '' });
    expect(row.dueInMs).toBeGreaterThan(590_000);
  });

  it('doubles the wait per failure in a row up to the cap, which is the interval but at least a minute', () => {
    const sweep: Schedule = { name: 'x', intervalMs: 10 * 60_000, run: async () => undefined };
    expect([1, 2, 3, 4, 10, 20].map((attempts) => retryDelayMs(backoffOf(sweep), attempts))).toEqual([5000, 10_000, 20_000, 40_000, 600_000, 600_000]);
    const poll: Schedule = { name: 'y', intervalMs: 2000, run: async () => undefined };
    expect([1, 2, 8].map((attempts) => retryDelayMs(backoffOf(poll), attempts))).toEqual([2000, 4000, 60_000]);
  });
});
