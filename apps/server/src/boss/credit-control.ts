import { and, asc, desc, eq, gt, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NumberState, NumberTransition } from '@hall/contract/number-state';
import type { Db, Executor } from '../db/connection.ts';
import { numberStateChanges, packages, subscribers } from '../db/schema.ts';
import { unbindNumber } from '../platform/member-numbers.ts';
import { readCreditSettings, type CreditSettings } from './credit-settings.ts';
import { moveOwedBalanceIntoDebt } from './number-debts.ts';
import { closeFinalBill, forgetOwnerData } from './number-lifecycle.ts';
import { returnToPool } from './number-release.ts';
import { readCreditLimit, tryMoveNumber } from './number-state-machine.ts';

// Credit control (信控): what the back office does about a number that owes money, the end of a
// 停机保号, and a cancelled number's return to the pool after its quarantine. A number owing past
// its credit limit, or owing longer than the settings allow, is suspended for arrears; suspended
// too long, it goes to 预销户; 预销户 run out, it is cancelled and what it owes is recorded as a
// debt. A top-up that brings the balance back within the limit restores it at once
// (restoreByPayment, in the payment's transaction).
//
// The run checks every number due a step, each in its own transaction with its row locked (SKIP
// LOCKED: one another instance holds is left to it) and the condition read again under the lock,
// so a top-up committed first wins, two instances act once, and a crash rolls back the number in
// flight only. Each step's notice is queued in the same transaction (once per state change).

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** A payment's effect on the number's state, in the payment's transaction (the row is locked). */
export async function restoreByPayment(tx: Executor, phone: string, balanceAfterFen: number, now: Date): Promise<void> {
  const [number] = await tx.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.phone, phone));
  if (number?.status === 'owing' && balanceAfterFen >= 0) {
    await tryMoveNumber(tx, { phone, transition: 'debtCleared', now });
    return;
  }
  if ((number?.status === 'arrearsSuspended' || number?.status === 'preCancelled') && balanceAfterFen >= -(await readCreditLimit(tx, phone))) {
    await tryMoveNumber(tx, { phone, transition: 'paidBack', now });
  }
}

const creditLimit = sql`coalesce(${subscribers.creditLimitFen}, (select ${packages.creditLimitFen} from ${packages} where ${packages.id} = ${subscribers.packageId}), 0)`;

interface Step {
  transition: NumberTransition;
  from: NumberState;
  /** Which numbers in `from` are due the step now. */
  isDue: (settings: CreditSettings, now: Date) => SQL | undefined;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const STEPS: readonly Step[] = [
  {
    transition: 'arrearsSuspension',
    from: 'owing',
    isDue: (settings, now) =>
      or(sql`${subscribers.balanceFen} < -${creditLimit}`, lte(subscribers.stateSince, daysAgo(now, settings.owingDaysBeforeSuspension))),
  },
  {
    transition: 'preCancellation',
    from: 'arrearsSuspended',
    isDue: (settings, now) => lte(subscribers.stateSince, daysAgo(now, settings.suspendedDaysBeforePreCancel)),
  },
  {
    transition: 'arrearsCancellation',
    from: 'preCancelled',
    isDue: (settings, now) => lte(subscribers.stateSince, daysAgo(now, settings.preCancelDaysBeforeCancel)),
  },
  { transition: 'keepResumption', from: 'keptSuspended', isDue: (_settings, now) => and(isNotNull(subscribers.keptUntil), lte(subscribers.keptUntil, now)) },
  {
    transition: 'returnToPool',
    from: 'cancelled',
    isDue: (settings, now) => lte(subscribers.stateSince, daysAgo(now, settings.quarantineDaysBeforeRelease)),
  },
];

export interface CreditControlSummary {
  arrearsSuspension: number;
  preCancellation: number;
  arrearsCancellation: number;
  keepResumption: number;
  returnToPool: number;
  /** Numbers due a step whose row another transaction held (SKIP LOCKED): the next pass takes them. */
  skipped: number;
}

/** One pass of credit control over every number due a step. Safe to repeat and to run on several instances at once. */
export async function runCreditControl(db: Db, now: Date, options: { signal?: AbortSignal } = {}): Promise<CreditControlSummary> {
  const settings = await readCreditSettings(db);
  const summary: CreditControlSummary = { arrearsSuspension: 0, preCancellation: 0, arrearsCancellation: 0, keepResumption: 0, returnToPool: 0, skipped: 0 };
  for (const step of STEPS) {
    let afterPhone = '';
    for (;;) {
      const due = and(eq(subscribers.status, step.from), step.isDue(settings, now));
      const phones = (
        await db
          .select({ phone: subscribers.phone })
          .from(subscribers)
          .where(and(gt(subscribers.phone, afterPhone), due))
          .orderBy(asc(subscribers.phone))
          .limit(BATCH)
      ).map((row) => row.phone);
      for (const phone of phones) {
        if (options.signal?.aborted) {
          return summary;
        }
        const outcome = await db.transaction(async (tx) => {
          const locked = await tx
            .select({ phone: subscribers.phone })
            .from(subscribers)
            .where(and(eq(subscribers.phone, phone), due))
            .for('update', { skipLocked: true });
          if (locked.length === 0) {
            return (await isStillDue(tx, phone, due)) ? 'skipped' : 'notDue';
          }
          return (await takeStep(tx, phone, step.transition, now)) ? 'moved' : 'notDue';
        });
        if (outcome === 'moved') {
          summary[step.transition as Exclude<keyof CreditControlSummary, 'skipped'>] += 1;
        } else if (outcome === 'skipped') {
          summary.skipped += 1;
        }
      }
      if (phones.length < BATCH) {
        break;
      }
      afterPhone = phones[phones.length - 1] ?? afterPhone;
    }
  }
  return summary;
}

/** Whether a number the lock skipped is still due (held by another transaction), not moved by it meanwhile. */
async function isStillDue(tx: Executor, phone: string, due: SQL | undefined): Promise<boolean> {
  const [row] = await tx
    .select({ phone: subscribers.phone })
    .from(subscribers)
    .where(and(eq(subscribers.phone, phone), due));
  return row !== undefined;
}

async function takeStep(tx: Executor, phone: string, transition: NumberTransition, now: Date): Promise<boolean> {
  switch (transition) {
    case 'arrearsCancellation':
      return (await cancelForArrears(tx, phone, await findPreCancellationCause(tx, phone), now)) !== null;
    case 'returnToPool':
      return (await returnToPool(tx, phone, now)) !== null;
    default:
      return (await tryMoveNumber(tx, { phone, transition, now })) !== null;
  }
}

/** Who put the number in 预销户: staff (发起销户, a staffCancellation) or credit control (arrears). */
async function findPreCancellationCause(tx: Executor, phone: string): Promise<'arrearsCancellation' | 'staffCancellation'> {
  const [latest] = await tx
    .select({ transition: numberStateChanges.transition })
    .from(numberStateChanges)
    .where(and(eq(numberStateChanges.phone, phone), eq(numberStateChanges.toState, 'preCancelled')))
    .orderBy(desc(numberStateChanges.createdAt), desc(numberStateChanges.id))
    .limit(1);
  return latest?.transition === 'staffPreCancellation' ? 'staffCancellation' : 'arrearsCancellation';
}

/**
 * Cancels a 预销户 number that ran out: the final bill, the balance owed moved into a debt (the
 * number's balance back to zero by a ledger entry `debt`), its members unbound and logged out, the
 * owner's data dropped. A balance above zero stays on the cancelled number for its owner to claim.
 */
export async function cancelForArrears(
  tx: Executor,
  phone: string,
  cause: 'arrearsCancellation' | 'staffCancellation',
  now: Date,
): Promise<{ debtFen: number } | null> {
  const moved = await tryMoveNumber(tx, { phone, transition: 'arrearsCancellation', now });
  if (!moved) {
    return null;
  }
  await closeFinalBill(tx, phone, now);
  const debtFen = await moveOwedBalanceIntoDebt(tx, phone, cause, now);
  await forgetOwnerData(tx, phone);
  await unbindNumber(tx, phone, { endSessions: true, method: 'numberCancelled', now });
  return { debtFen };
}
