import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { runDueReconciliations } from './reconciliation.service.ts';

// Every 10 minutes, once across the fleet, the schedule reconciles the days whose trade bill is
// ready (after 10:00 China time the next day) since the last day it covered: after an outage or a
// clock moved on, every day in between, oldest first, at most DAYS_PER_CHECK a check and the rest
// at the next. A day without a run is claimed by inserting its row, so exactly one instance
// reconciles it; a failed day (bill not ready, refused, corrupt, no answer) is claimed again after
// its retry time, until it is flagged (未能对账) for an admin.

const CHECK_INTERVAL_MS = 10 * 60 * 1000;
export const RECONCILIATION_SCHEDULE_NAME = 'trade bill reconciliation';

export function scheduleReconciliation(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, {
    name: RECONCILIATION_SCHEDULE_NAME,
    intervalMs: CHECK_INTERVAL_MS,
    run: (signal) => runDueReconciliations(deps, { signal }),
  });
}
