import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeHandling, probeJob } from '../../test/job-probe.ts';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, openSecondInstance, type SecondInstance } from '../../test/second-instance.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueue } from './enqueue.ts';
import { runDueJobs } from './run-due-jobs.ts';

// Two server instances on one PostgreSQL database run a job's due rows at the same moment, many
// passes each: every row is handled once, by whichever instance leased it.

let api: TestApp;
let second: SecondInstance;

beforeAll(async () => {
  if (!canRunFleet) {
    return;
  }
  api = await createTestApp();
  second = await openSecondInstance(api);
});

afterAll(async () => {
  await second?.close();
  await api?.close();
});

describe.skipIf(!canRunFleet)(`a job across two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('runs each row once when both instances pass over its rows at once', async () => {
    const keys = Array.from({ length: 60 }, (_, index) => `fleet-probe:${index}`);
    for (const dedupeKey of keys) {
      await enqueue(api.deps.db, probeJob, { kind: 'jobProbe', phone: '13900008888', params: {}, dedupeKey }, api.deps.now());
    }
    const handled: string[] = [];
    probeHandling.run = async (dedupeKey) => {
      handled.push(dedupeKey);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const passes = await Promise.all(
      [0, 1, 2, 3].flatMap(() => [runDueJobs(api.deps, probeJob, { limit: 7 }), runDueJobs(second.deps, probeJob, { limit: 7 })]),
    );
    const last = await Promise.all([runDueJobs(api.deps, probeJob), runDueJobs(second.deps, probeJob), runDueJobs(api.deps, probeJob)]);
    expect([...passes, ...last].reduce((total, pass) => total + pass.sent, 0)).toBe(keys.length);
    expect([...handled].sort()).toEqual([...keys].sort());
  });
});
