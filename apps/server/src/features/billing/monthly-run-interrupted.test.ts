import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceLedger, billingRuns, scheduledRuns } from '../../db/schema.ts';
import { chinaMonthBounds, formatChinaMonth } from '@hall/contract/china-time';
import { runIfDue } from '../../platform/scheduled-runs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMonthlyRunSchedule } from './monthly-run.schedule.ts';

// SIGTERM during the monthly run stops it between numbers. The run is then recorded as
// interrupted and is due again at once, so the next look (on any instance) bills the numbers
// left, each exactly once. The app is never made ready here, so its own schedules stay idle.

const NUMBERS_BEFORE_STOP = 3;

let api: TestApp;
let month: string;

beforeAll(async () => {
  api = await createTestApp();
  month = formatChinaMonth(api.deps.now());
  const { end } = chinaMonthBounds(month);
  api.advanceSeconds((end.getTime() + 60_000 - api.deps.now().getTime()) / 1000);
});
afterAll(() => api.close());

/**
 * The signal of an instance told to stop once the run has looked at it `looks` times: the run
 * looks before each number, so it stops after that many numbers.
 */
function stoppingAfter(looks: number): AbortSignal {
  const controller = new AbortController();
  let seen = 0;
  return new Proxy(controller.signal, {
    get(target, property) {
      if (property === 'aborted') {
        seen += 1;
        if (seen > looks) {
          controller.abort();
        }
        return target.aborted;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function countRunsOfMonth(): Promise<number> {
  const [row] = await api.deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(billingRuns)
    .where(eq(billingRuns.billMonth, month));
  return row?.count ?? 0;
}

async function readScheduleRow() {
  const [row] = await api.deps.db
    .select({
      interruptionsTotal: scheduledRuns.interruptionsTotal,
      failuresTotal: scheduledRuns.failuresTotal,
      isDue: sql<boolean>`${scheduledRuns.nextDueAt} <= now()`,
    })
    .from(scheduledRuns)
    .where(eq(scheduledRuns.name, 'monthly run'));
  return row;
}

describe('the monthly run stopped between numbers', () => {
  it('is recorded as interrupted, runs again at once, and bills the numbers left, each exactly once', async () => {
    const schedule = createMonthlyRunSchedule(api.deps);
    expect(await countRunsOfMonth()).toBe(0);

    expect(await runIfDue(api.deps.database, schedule, stoppingAfter(NUMBERS_BEFORE_STOP))).toEqual({ state: 'interrupted' });
    expect(await countRunsOfMonth()).toBe(NUMBERS_BEFORE_STOP);
    expect(await readScheduleRow()).toEqual({ interruptionsTotal: 1, failuresTotal: 0, isDue: true });

    // The next look, by an instance that is not stopping, needs no wait for the interval.
    expect(await runIfDue(api.deps.database, schedule, new AbortController().signal)).toEqual({ state: 'ran' });
    const total = await countRunsOfMonth();
    expect(total).toBeGreaterThan(NUMBERS_BEFORE_STOP);
    expect((await readScheduleRow())?.isDue).toBe(false);

    const perNumber = await api.deps.db
      .select({
        phone: billingRuns.phone,
        chargedFen: billingRuns.chargedFen,
        runs: sql<number>`count(*) over (partition by ${billingRuns.phone})::int`,
      })
      .from(billingRuns)
      .where(eq(billingRuns.billMonth, month));
    expect(perNumber.filter((row) => row.runs !== 1)).toEqual([]);
    const entries = await api.deps.db
      .select({ phone: balanceLedger.phone, changeFen: balanceLedger.changeFen })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.reason, 'monthly_run'), like(balanceLedger.reference, `monthly_run:%:${month}`)));
    const charged = perNumber.filter((row) => row.chargedFen > 0);
    expect(entries.map((entry) => entry.phone).sort()).toEqual(charged.map((row) => row.phone).sort());
    expect(entries.reduce((sum, entry) => sum - entry.changeFen, 0)).toBe(charged.reduce((sum, row) => sum + row.chargedFen, 0));
  });
});
