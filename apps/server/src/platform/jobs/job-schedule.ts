import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../repeating-work.ts';
import type { Job, JobTable } from './define-job.ts';
import { drainDueJobs } from './run-due-jobs.ts';

/**
 * Runs the job's due rows every interval and once at start, as the schedule `<job> pass` (once
 * across the fleet, see scheduled-runs.ts): rows a killed process left go out after a restart, once
 * their lease has run out. A slow outside system does not pile passes up: the next starts after this one.
 */
export function scheduleJob<Table extends JobTable, Payload>(app: FastifyInstance, deps: AppDeps, job: Job<Table, Payload>, intervalMs: number): void {
  repeatWhileOpen(app, deps.database, {
    name: `${job.name} pass`,
    intervalMs,
    run: async () => {
      const pass = await drainDueJobs(deps, job, app.log);
      if (pass.retrying + pass.failed > 0) {
        app.log.warn(pass, `${job.name}: not sent`);
      }
    },
  });
}
