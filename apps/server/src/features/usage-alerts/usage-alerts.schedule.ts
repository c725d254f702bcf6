import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { scheduleJob } from '../../platform/jobs/job-schedule.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { queueSweepChecks, usageAlertCheckJob, usageAlertDeliveryJob } from './usage-alert-jobs.ts';

/** Checks queued by usage and balance changes go soon; a message waits no longer than a pass. */
const CHECK_PASS_INTERVAL_MS = 5000;
const DELIVERY_PASS_INTERVAL_MS = 15_000;
/** The safety net: every number with an alert on is checked this often, whatever queued a check. */
const SWEEP_INTERVAL_MS = 30 * 60_000;

export function scheduleUsageAlerts(app: FastifyInstance, deps: AppDeps): void {
  scheduleJob(app, deps, usageAlertCheckJob, CHECK_PASS_INTERVAL_MS);
  scheduleJob(app, deps, usageAlertDeliveryJob, DELIVERY_PASS_INTERVAL_MS);
  repeatWhileOpen(app, deps.database, { name: 'usage alert sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => queueSweepChecks(deps.db, deps.now()) });
}
