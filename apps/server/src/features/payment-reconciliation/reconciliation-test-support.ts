import { setTimeout as sleep } from 'node:timers/promises';
import { reconciliationRuns } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { SCHEDULE_DAYS_BACK } from './reconciliation.schedule.ts';
import { readyBillDates } from './reconciliation.service.ts';

/**
 * Waits until the schedule's pass at app start has finished every day it looks at. While it runs, a
 * staff rerun of a day it holds is refused (该日正在对账) and its downloads take what a test plants
 * in the bill; which days are ready depends on the time of day the test runs.
 */
export async function untilTheSchedulePassIsDone(deps: Pick<AppDeps, 'db' | 'now'>, timeoutMs = 20_000): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  const scheduledDays = readyBillDates(deps.now(), SCHEDULE_DAYS_BACK);
  for (;;) {
    const runs = await deps.db.select({ billDate: reconciliationRuns.billDate, status: reconciliationRuns.status }).from(reconciliationRuns);
    const finished = new Set(runs.filter((run) => run.status !== 'running').map((run) => run.billDate));
    if (runs.every((run) => run.status !== 'running') && scheduledDays.every((day) => finished.has(day))) {
      return;
    }
    if (Date.now() > giveUpAt) {
      throw new Error(`a reconciliation run schedule pass was not done after ${timeoutMs} ms`);
    }
    await sleep(100);
  }
}
