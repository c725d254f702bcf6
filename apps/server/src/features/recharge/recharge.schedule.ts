import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { listUnpaidPublicOrders } from './recharge.repository.ts';
import { closeExpiredPublicOrder, PUBLIC_ORDER_TTL_MS, type RefundLog } from './recharge.service.ts';

// Anyone can start a public top-up (/UniversalPay), so its unpaid orders must not pile up: one
// left unpaid for PUBLIC_ORDER_TTL_MS is closed at WeChat Pay and deleted, every minute.

export { PUBLIC_ORDER_TTL_MS };
const SWEEP_INTERVAL_MS = 60 * 1000;
const SWEEP_BATCH = 100;
const MAX_BATCHES_PER_SWEEP = 10;

export interface PublicOrderSweep {
  closed: number;
  settled: number;
}

/** One sweep over the expired unpaid public orders. */
export async function closeExpiredPublicOrders(deps: AppDeps, log?: RefundLog): Promise<PublicOrderSweep> {
  const expiredBefore = new Date(deps.now().getTime() - PUBLIC_ORDER_TTL_MS);
  const total: PublicOrderSweep = { closed: 0, settled: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch += 1) {
    const orders = await listUnpaidPublicOrders(deps.db, expiredBefore, SWEEP_BATCH);
    for (const order of orders) {
      total[await closeExpiredPublicOrder(deps, order, log)] += 1;
    }
    if (orders.length < SWEEP_BATCH) {
      break;
    }
  }
  return total;
}

export function schedulePublicOrderExpiry(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, {
    name: 'public top-up expiry sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    run: () => closeExpiredPublicOrders(deps, app.log),
  });
}
