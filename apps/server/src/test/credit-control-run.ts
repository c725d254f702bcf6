import { runCreditControl, type CreditControlSummary } from '../boss/credit-control.ts';
import { createCreditControlSchedule } from '../features/billing/credit-control.schedule.ts';
import { waitForRunInFlight } from '../platform/scheduled-runs.ts';
import type { TestApp } from './test-app.ts';

/**
 * A run of credit control as the test's own clock sees it, answered once the app's scheduled run
 * beside it (if any) has ended too: a number that run held under its row lock was skipped here
 * (SKIP LOCKED) and is moved by it, so the test reads the state both leave behind.
 */
export async function runCreditControlSettled(api: TestApp): Promise<CreditControlSummary> {
  const summary = await runCreditControl(api.deps.db, api.deps.now());
  await waitForRunInFlight(api.deps.database, createCreditControlSchedule(api.deps).name);
  return summary;
}
