import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { runDueReconciliations } from './reconciliation.service.ts';

// Every 10 minutes each instance looks at the last days whose trade bill is ready (after 10:00
// China time the next day): a day without a run is claimed by inserting its row, so exactly one
// instance reconciles it; a failed day (bill not ready, refused, corrupt, no answer) is claimed
// again by one instance after its retry time. Seven days back covers a server down for a week.

const CHECK_INTERVAL_MS = 10 * 60 * 1000;
export const SCHEDULE_DAYS_BACK = 7;

export function scheduleReconciliation(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, {
    name: 'trade bill reconciliation',
    intervalMs: CHECK_INTERVAL_MS,
    run: () => runDueReconciliations(deps, SCHEDULE_DAYS_BACK),
  });
}
