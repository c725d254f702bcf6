import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { probeHandling, probeJob, PROBE_RETRY, readProbeRow } from '../../test/job-probe.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueue } from './enqueue.ts';
import { leaseEndOf } from './job-lease.ts';
import { retryDelayMs } from './retry-policy.ts';
import { runDueJobs, runJobNow } from './run-due-jobs.ts';
import { eq } from 'drizzle-orm';

// A job is enqueued in the caller's transaction and run once; a failed run waits its backoff and is
// given up after its last try; a leased row is no other run's until its lease ends.

let api: TestApp;
/** A pass over every due probe row (earlier tests' rows are run before each test). */
const pass = () => runDueJobs(api.deps, probeJob, { limit: 100 });
let counter = 0;
const handled: string[] = [];

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());
beforeEach(async () => {
  probeHandling.run = async () => undefined;
  await pass();
  handled.length = 0;
  probeHandling.run = async (dedupeKey) => {
    handled.push(dedupeKey);
  };
});

const nextKey = () => `probe:${(counter += 1)}`;
const probe = (dedupeKey: string) => ({ kind: 'jobProbe' as const, phone: '13900009999', params: {}, dedupeKey });

describe('enqueue', () => {
  it('writes the row with the transaction that calls for it, and never without it', async () => {
    const [kept, rolledBack] = [nextKey(), nextKey()];
    await api.deps.db.transaction(async (tx) => enqueue(tx, probeJob, probe(kept), api.deps.now()));
    await expect(
      api.deps.db.transaction(async (tx) => {
        await enqueue(tx, probeJob, probe(rolledBack), api.deps.now());
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await readProbeRow(api.deps, kept)).toMatchObject({ attempts: 0, sentAt: null, createdAt: api.deps.now() });
    expect(await readProbeRow(api.deps, rolledBack)).toBeUndefined();
  });

  it('refuses a payload its schema does not accept, and writes the same event once', async () => {
    const key = nextKey();
    await expect(enqueue(api.deps.db, probeJob, { ...probe(key), kind: 'other' as 'jobProbe' }, api.deps.now())).rejects.toThrow('not a probe');
    await enqueue(api.deps.db, probeJob, probe(key), api.deps.now());
    await enqueue(api.deps.db, probeJob, probe(key), api.deps.now());
    expect(await api.deps.db.select().from(notifications).where(eq(notifications.dedupeKey, key))).toHaveLength(1);
  });
});

describe('the runner', () => {
  it('runs a due row once and records what its handler answered', async () => {
    const key = nextKey();
    await enqueue(api.deps.db, probeJob, probe(key), api.deps.now());
    expect(await pass()).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(await pass()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(handled).toEqual([key]);
    expect(await readProbeRow(api.deps, key)).toMatchObject({ attempts: 1, sentAt: api.deps.now(), claimedUntil: null, sentBy: 'sms' });
  });

  it('tries a failed row again after the backoff and gives it up after the last try', async () => {
    const key = nextKey();
    probeHandling.run = async () => {
      throw new Error('the outside system is down');
    };
    await enqueue(api.deps.db, probeJob, probe(key), api.deps.now());
    for (let attempt = 1; attempt <= PROBE_RETRY.maxAttempts; attempt += 1) {
      expect(await pass(), `try ${attempt}`).toEqual(
        attempt < PROBE_RETRY.maxAttempts ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
      api.advanceSeconds(retryDelayMs(PROBE_RETRY, attempt) / 1000 - 1);
      expect(await pass(), `not before its wait (${attempt})`).toEqual({ sent: 0, retrying: 0, failed: 0 });
      api.advanceSeconds(1);
    }
    expect(await pass()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await readProbeRow(api.deps, key)).toMatchObject({
      attempts: PROBE_RETRY.maxAttempts,
      sentAt: null,
      failedAt: expect.any(Date),
      lastError: 'the outside system is down',
    });
  });

  it('gives up at once a row whose payload does not parse', async () => {
    const key = nextKey();
    await api.deps.db.insert(notifications).values({ ...probe(key), kind: 'jobProbeOfAnotherBuild', createdAt: api.deps.now() });
    await runJobNow(api.deps, probeJob, eq(notifications.dedupeKey, key));
    expect(await readProbeRow(api.deps, key)).toMatchObject({ attempts: 1, failedAt: api.deps.now(), lastError: 'not a probe' });
  });

  it('leaves a leased row to its holder until the lease ends, then runs it (the holder died)', async () => {
    const key = nextKey();
    await enqueue(api.deps.db, probeJob, probe(key), api.deps.now());
    const now = api.deps.now();
    await api.deps.db
      .update(notifications)
      .set({ claimedUntil: leaseEndOf(api.deps, now), attempts: 1 })
      .where(eq(notifications.dedupeKey, key));
    expect(await runJobNow(api.deps, probeJob, eq(notifications.dedupeKey, key))).toBeNull();
    expect(await pass()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    api.advanceSeconds((leaseEndOf(api.deps, now).getTime() - now.getTime()) / 1000 + 1);
    expect(await runJobNow(api.deps, probeJob, eq(notifications.dedupeKey, key))).toEqual({ sentBy: 'sms' });
    expect(await readProbeRow(api.deps, key)).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
    expect(handled).toEqual([key]);
  });
});
