import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { formatChinaDate } from '@hall/contract/china-time';

// Package changes take effect on the first of the month: the back office's batch. The server
// applies due changes at start and every few minutes, so a number switches even if nobody opens
// the package pages again.

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 500;
const MAX_BATCHES_PER_SWEEP = 20;

/** One sweep: every number whose change date has come switches package; returns how many. */
export async function applyDuePackageChanges(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const today = formatChinaDate(now);
  let applied = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_SWEEP; batch += 1) {
    const phones = await deps.boss.listNumbersWithDueChanges(today, SWEEP_BATCH);
    for (const phone of phones) {
      await deps.boss.applyDuePackageChanges(phone, today, now);
    }
    applied += phones.length;
    if (phones.length < SWEEP_BATCH) {
      break;
    }
  }
  return applied;
}

export function schedulePackageChanges(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, { name: 'package change sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => applyDuePackageChanges(deps) });
}
