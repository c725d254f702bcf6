import type { FastifyInstance } from 'fastify';
import { hasUnbilledNumbers, monthToClose, runMonth, type MonthlyRunSummary } from '../../boss/built-in-monthly-run.ts';
import type { AppDeps } from '../../deps.ts';
import { formatChinaDate } from '@hall/contract/china-time';
import { repeatWhileOpen, type RepeatingWork } from '../../platform/repeating-work.ts';

// The monthly run of the built-in back office, checked every minute by one instance of the fleet:
// once the China month turns, the month before is closed for every number. Package changes due on the 1st are applied first
// (the same back-office calls as the package-change sweep), so a number starts the new month on
// its new package; the run itself reads the package each closed month was on (see
// findPackageOfMonth), so this order never changes a fee.

const CHECK_INTERVAL_MS = 60 * 1000;
const CHANGE_BATCH = 500;

async function applyPackageChangesDueBy(deps: AppDeps, now: Date): Promise<void> {
  const today = formatChinaDate(now);
  for (;;) {
    const phones = await deps.boss.listNumbersWithDueChanges(today, CHANGE_BATCH);
    for (const phone of phones) {
      await deps.boss.applyDuePackageChanges(phone, today, now);
    }
    if (phones.length < CHANGE_BATCH) {
      return;
    }
  }
}

export type MonthlyRunCheck = { state: 'closed' } | { state: 'runningElsewhere' } | { state: 'ran'; summary: MonthlyRunSummary };

/**
 * One check: closes the previous China month when some number still waits for it. One instance
 * runs it at a time: the others find the session advisory lock taken and look again at the next
 * check (a crashed holder's lock goes with its connection). The per-number row keeps it exactly
 * once even without the lock (a direct runMonth call, a lock lost with its connection).
 */
export async function runDueMonth(deps: AppDeps, signal?: AbortSignal): Promise<MonthlyRunCheck> {
  const now = deps.now();
  const month = monthToClose(now);
  if (!(await hasUnbilledNumbers(deps.db, month))) {
    return { state: 'closed' };
  }
  // The month is digits only (formatChinaMonth), so it can stand in the SQL text.
  const lockKey = `hashtext('monthly_run:${month}')`;
  return deps.database.withSession(async (session) => {
    const [lock] = await session.rows<{ locked: boolean }>(`select pg_try_advisory_lock(${lockKey}) as locked`);
    if (!lock?.locked) {
      return { state: 'runningElsewhere' };
    }
    try {
      await applyPackageChangesDueBy(deps, now);
      return { state: 'ran', summary: await runMonth(deps.db, month, now, { signal }) };
    } finally {
      await session.run(`select pg_advisory_unlock(${lockKey})`);
    }
  });
}

/** The run as a schedule: stopped between numbers by its signal, it is due again at once (scheduled-runs.ts). */
export function createMonthlyRunSchedule(deps: AppDeps): RepeatingWork {
  return { name: 'monthly run', intervalMs: CHECK_INTERVAL_MS, run: (signal) => runDueMonth(deps, signal) };
}

export function scheduleMonthlyRun(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, createMonthlyRunSchedule(deps));
}
