import type { FastifyInstance } from 'fastify';
import { runCreditControl } from '../../boss/credit-control.ts';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen, type RepeatingWork } from '../../platform/repeating-work.ts';

// Credit control every 15 s, once across the fleet (scheduled-runs.ts); each step is also one
// transaction per number with its condition read again under the row lock, so a direct call
// beside the schedule still acts on a number once.

/** Often: a number past its limit stops soon after the charge, and one paid back is restored by the payment itself. */
const CHECK_INTERVAL_MS = 15 * 1000;

export function createCreditControlSchedule(deps: AppDeps): RepeatingWork {
  return { name: 'credit control', intervalMs: CHECK_INTERVAL_MS, run: (signal) => runCreditControl(deps.db, deps.now(), { signal }) };
}

export function scheduleCreditControl(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, createCreditControlSchedule(deps));
}
