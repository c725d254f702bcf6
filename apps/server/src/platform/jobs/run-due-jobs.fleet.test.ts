import { describe, expect, it } from 'vitest';
import { probeHandling, probeJob } from '../../test/job-probe.ts';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, useFleet } from '../../test/second-instance.ts';
import { enqueue } from './enqueue.ts';
import { runDueJobs } from './run-due-jobs.ts';

// Two server instances on one PostgreSQL database run a job's due rows at the same moment, many
// passes each: every row is handled once, by whichever instance leased it.

const fleet = useFleet();

describe.skipIf(!canRunFleet)(`a job across two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('runs each row once when both instances pass over its rows at once', async () => {
    const keys = Array.from({ length: 60 }, (_, index) => `fleet-probe:${index}`);
    for (const dedupeKey of keys) {
      await enqueue(fleet.api.deps.db, probeJob, { kind: 'jobProbe', phone: '13900008888', params: {}, dedupeKey }, fleet.api.deps.now());
    }
    const handled: string[] = [];
    probeHandling.run = async (dedupeKey) => {
      handled.push(dedupeKey);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const passes = await Promise.all(
      [0, 1, 2, 3].flatMap(() => [runDueJobs(fleet.api.deps, probeJob, { limit: 7 }), runDueJobs(fleet.second.deps, probeJob, { limit: 7 })]),
    );
    const last = await Promise.all([runDueJobs(fleet.api.deps, probeJob), runDueJobs(fleet.second.deps, probeJob), runDueJobs(fleet.api.deps, probeJob)]);
    expect([...passes, ...last].reduce((total, pass) => total + pass.sent, 0)).toBe(keys.length);
    expect([...handled].sort()).toEqual([...keys].sort());
  });
});
