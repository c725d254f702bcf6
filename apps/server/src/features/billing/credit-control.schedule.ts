import type { FastifyInstance } from 'fastify';
import { runCreditControl } from '../../boss/credit-control.ts';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen, type RepeatingWork } from '../../platform/repeating-work.ts';

// Credit control every minute, once across the fleet (scheduled-runs.ts); each step is also one
// transaction per number with its condition read again under the row lock, so a direct call
// beside the schedule still acts on a number once.

const CHECK_INTERVAL_MS = 60 * 1000;

export function createCreditControlSchedule(deps: AppDeps): RepeatingWork {
  return { name: 'credit control', intervalMs: CHECK_INTERVAL_MS, run: (signal) => runCreditControl(deps.db, deps.now(), { signal }) };
}

export function scheduleCreditControl(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, createCreditControlSchedule(deps));
}
