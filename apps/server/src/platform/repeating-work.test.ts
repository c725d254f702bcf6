import Fastify from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { scheduledRuns } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { repeatWhileOpen } from './repeating-work.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});

afterAll(async () => {
  await database.close();
});

describe('repeatWhileOpen', () => {
  it('runs at start and then each interval, never two runs at once, and a failed run is retried', async () => {
    const app = Fastify({ logger: false });
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    repeatWhileOpen(app, database, {
      name: 'probe: repeats',
      intervalMs: 10,
      retry: { firstDelayMs: 10 },
      run: async () => {
        runs += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await wait(35);
        running -= 1;
        if (runs === 1) {
          throw new Error('first run fails');
        }
      },
    });
    await app.ready();
    await wait(400);
    await app.close();
    expect(runs).toBeGreaterThan(2);
    expect(mostAtOnce).toBe(1);
    const [row] = await database.db.select().from(scheduledRuns).where(eq(scheduledRuns.name, 'probe: repeats'));
    expect(row?.failuresTotal).toBe(1);
    expect(row?.lastError).toBe('');
    expect(row?.runsTotal).toBe(runs);
  });

  it('aborts and waits for the run in flight when the app closes, and starts none after', async () => {
    const app = Fastify({ logger: false });
    let finished = 0;
    let started = 0;
    let wasAborted = false;
    repeatWhileOpen(app, database, {
      name: 'probe: close',
      intervalMs: 5,
      run: async (signal) => {
        started += 1;
        await wait(80);
        wasAborted = signal.aborted;
        finished += 1;
      },
    });
    await app.ready();
    await wait(20);
    await app.close();
    expect(finished).toBe(started);
    expect(wasAborted).toBe(true);
    await wait(30);
    expect(started).toBe(1);
  });

  it('runs only a few schedules at once, so schedules all due at a start leave the pool connections for their work and for requests', async () => {
    const app = Fastify({ logger: false });
    const names = Array.from({ length: 30 }, (_, index) => `probe: crowd ${index}`);
    let running = 0;
    let mostAtOnce = 0;
    for (const name of names) {
      repeatWhileOpen(app, database, {
        name,
        intervalMs: 60_000,
        run: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          // Each run's work takes a connection besides the one holding its lock.
          await database.db.execute(sql`select pg_sleep(0.05)`);
          running -= 1;
        },
      });
    }
    await app.ready();
    // A request's query in the middle of the crowd is answered.
    await database.db.execute(sql`select 1`);
    await expect
      .poll(async () => (await database.db.select().from(scheduledRuns).where(inArray(scheduledRuns.name, names))).filter((row) => row.runsTotal > 0).length, {
        timeout: 20_000,
      })
      .toBe(names.length);
    await app.close();
    const rows = await database.db.select().from(scheduledRuns).where(inArray(scheduledRuns.name, names));
    expect(rows.map((row) => row.failuresTotal)).toEqual(names.map(() => 0));
    expect(mostAtOnce).toBeLessThanOrEqual(4);
  });
});
