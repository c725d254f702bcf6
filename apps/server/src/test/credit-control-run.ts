import { setTimeout as sleep } from 'node:timers/promises';
import { runCreditControl, type CreditControlSummary } from '../boss/credit-control.ts';
import { createCreditControlSchedule } from '../features/billing/credit-control.schedule.ts';
import { waitForRunInFlight } from '../platform/scheduled-runs.ts';
import type { TestApp } from './test-app.ts';

const MOST_PASSES = 200;
const PAUSE_MS = 25;

/**
 * Credit control as the test's own clock sees it, run until no number due is left held by another
 * transaction: the app's scheduled run, or any background work locking a number's row, makes a pass
 * skip it (SKIP LOCKED, as two instances must), and production's next pass takes it. Answers the
 * moves of every pass, once the app's scheduled run in flight (if any) has ended too, so the test
 * reads the state both leave behind.
 */
export async function runCreditControlSettled(api: TestApp): Promise<CreditControlSummary> {
  const total: CreditControlSummary = { arrearsSuspension: 0, preCancellation: 0, arrearsCancellation: 0, keepResumption: 0, returnToPool: 0, skipped: 0 };
  for (let pass = 0; pass < MOST_PASSES; pass += 1) {
    const summary = await runCreditControl(api.deps.db, api.deps.now());
    for (const key of Object.keys(total) as (keyof CreditControlSummary)[]) {
      total[key] += key === 'skipped' ? 0 : summary[key];
    }
    if (summary.skipped === 0) {
      break;
    }
    total.skipped += summary.skipped;
    await sleep(PAUSE_MS);
  }
  await waitForRunInFlight(api.deps.database, createCreditControlSchedule(api.deps).name);
  return total;
}
