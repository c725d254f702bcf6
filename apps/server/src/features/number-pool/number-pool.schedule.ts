import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { releaseExpiredReservations } from '../../domain/number-reservation.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';

// Reservations run out after 30 minutes: every minute one instance of the fleet (a scheduled run)
// puts the run-out ones back in stock with one conditional UPDATE, so each is released once however
// many sweeps overlap. Until then every check already counts a run-out reservation as in stock.

const SWEEP_INTERVAL_MS = 60_000;

/** One sweep: how many reservations went back in stock. */
export async function sweepExpiredReservations(deps: AppDeps): Promise<{ released: number }> {
  return { released: await releaseExpiredReservations(deps.db, deps.now()) };
}

export function scheduleReservationSweep(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, { name: 'number reservation sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => sweepExpiredReservations(deps) });
}
