import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { scheduledRuns } from '../db/schema.ts';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, urlOfTestDatabase } from '../test/second-instance.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { runIfDue, type Schedule } from './scheduled-runs.ts';

// Two instances (two pools on one PostgreSQL database) look at the same schedule as fast as they
// can: the schedule still runs once per due slot, and a failing one is retried with its backoff.

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let instanceA: Database;
let instanceB: Database;

beforeAll(async () => {
  if (!canRunFleet) {
    return;
  }
  instanceA = await openTestDatabase();
  await migrate(instanceA);
  instanceB = await openDatabase({ url: await urlOfTestDatabase(instanceA.db) });
});

afterAll(async () => {
  await instanceB?.close();
  await instanceA?.close();
});

interface RunLog {
  starts: number[];
  mostAtOnce: number;
}

/** Both instances look at the schedule every few milliseconds for `forMs`; answers what ran. */
async function lookFromBoth(schedule: Omit<Schedule, 'run'>, runMs: number, shouldFail: boolean, forMs: number): Promise<RunLog> {
  const log: RunLog = { starts: [], mostAtOnce: 0 };
  let running = 0;
  const withRun: Schedule = {
    ...schedule,
    run: async () => {
      log.starts.push(Date.now());
      running += 1;
      log.mostAtOnce = Math.max(log.mostAtOnce, running);
      await wait(runMs);
      running -= 1;
      if (shouldFail) {
        throw new Error('the outside system is down');
      }
    },
  };
  const until = Date.now() + forMs;
  const never = new AbortController().signal;
  const keepLooking = async (database: Database) => {
    while (Date.now() < until) {
      await runIfDue(database, withRun, never);
      await wait(3);
    }
  };
  await Promise.all([keepLooking(instanceA), keepLooking(instanceA), keepLooking(instanceB), keepLooking(instanceB)]);
  return log;
}

const gapsOf = (starts: number[]) => starts.slice(1).map((start, index) => start - (starts[index] ?? start));

async function readRow(name: string) {
  const [row] = await instanceA.db.select().from(scheduledRuns).where(eq(scheduledRuns.name, name));
  return row;
}

describe.skipIf(!canRunFleet)(`schedules across two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('run once per due slot: never two at once, and each run an interval after the last one ended', async () => {
    const intervalMs = 300;
    const runMs = 40;
    const log = await lookFromBoth({ name: 'fleet slot probe', intervalMs }, runMs, false, 1600);
    expect(log.mostAtOnce).toBe(1);
    expect(log.starts.length).toBeGreaterThanOrEqual(3);
    expect(log.starts.length).toBeLessThanOrEqual(5);
    for (const gap of gapsOf(log.starts)) {
      expect(gap).toBeGreaterThanOrEqual(intervalMs + runMs - 15);
    }
    expect((await readRow('fleet slot probe'))?.runsTotal).toBe(log.starts.length);
  });

  it('retry a failing run with a doubling backoff, whichever instance looks', async () => {
    const firstDelayMs = 80;
    const log = await lookFromBoth({ name: 'fleet backoff probe', intervalMs: 10_000, retry: { firstDelayMs } }, 5, true, 1400);
    expect(log.mostAtOnce).toBe(1);
    // 0, then 80, 160, 320, 640 ms after each failure: five attempts fit in 1.4 s, a sixth does not.
    expect(log.starts.length).toBeGreaterThanOrEqual(4);
    expect(log.starts.length).toBeLessThanOrEqual(5);
    gapsOf(log.starts).forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(firstDelayMs * 2 ** index - 15));
    expect(await readRow('fleet backoff probe')).toMatchObject({
      attempts: log.starts.length,
      failuresTotal: log.starts.length,
      lastError: 'the outside system is down',
    });
  });
});
