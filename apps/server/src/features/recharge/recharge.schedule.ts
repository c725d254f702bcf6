import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { listUnpaidMemberOrders, listUnpaidPublicOrders, type RechargeOrderRow } from './recharge.repository.ts';
import { closeExpiredOrder, MEMBER_ORDER_TTL_MS, PUBLIC_ORDER_TTL_MS, type RefundLog } from './recharge.service.ts';

// Unpaid top-up orders must not pile up: anyone can start a public one (/UniversalPay), and a
// member can order without paying. Each is closed at WeChat Pay and deleted once its time to pay
// (its time_expire) has passed, every minute, on one instance of the fleet at a time.

export { MEMBER_ORDER_TTL_MS, PUBLIC_ORDER_TTL_MS };
const SWEEP_INTERVAL_MS = 60 * 1000;
const SWEEP_BATCH = 100;
const MAX_BATCHES_PER_SWEEP = 10;

export interface OrderSweep {
  closed: number;
  settled: number;
}

type ListExpired = (db: AppDeps['db'], createdBefore: Date, limit: number) => Promise<RechargeOrderRow[]>;

async function closeExpiredOrders(deps: AppDeps, listExpired: ListExpired, ttlMs: number, log?: RefundLog): Promise<OrderSweep> {
  const expiredBefore = new Date(deps.now().getTime() - ttlMs);
  const total: OrderSweep = { closed: 0, settled: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch += 1) {
    const orders = await listExpired(deps.db, expiredBefore, SWEEP_BATCH);
    for (const order of orders) {
      const outcome = await closeExpiredOrder(deps, order, log);
      if (outcome !== 'gone') {
        total[outcome] += 1;
      }
    }
    if (orders.length < SWEEP_BATCH) {
      break;
    }
  }
  return total;
}

/** One sweep over the expired unpaid public orders. */
export function closeExpiredPublicOrders(deps: AppDeps, log?: RefundLog): Promise<OrderSweep> {
  return closeExpiredOrders(deps, listUnpaidPublicOrders, PUBLIC_ORDER_TTL_MS, log);
}

/** One sweep over the members' expired unpaid orders. */
export function closeExpiredMemberOrders(deps: AppDeps, log?: RefundLog): Promise<OrderSweep> {
  return closeExpiredOrders(deps, listUnpaidMemberOrders, MEMBER_ORDER_TTL_MS, log);
}

export function scheduleOrderExpiry(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, {
    name: 'public top-up expiry sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    run: () => closeExpiredPublicOrders(deps, app.log),
  });
  repeatWhileOpen(app, deps.database, {
    name: 'member top-up expiry sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    run: () => closeExpiredMemberOrders(deps, app.log),
  });
}
