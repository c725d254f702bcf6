import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { formatYuan } from '@hall/contract/money';
import { formatChinaDate } from '@hall/contract/china-time';
import { canTransition, NUMBER_TRANSITIONS, NumberStateMessage, transitionTarget, type NumberState, type NumberTransition } from '@hall/contract/number-state';
import type { NotificationKind } from '@hall/contract/notifications/rules';
import type { Executor } from '../db/connection.ts';
import { numberStateChanges, packages, subscribers } from '../db/schema.ts';
import { clawBackCommission } from './commission-ledger.ts';
import { invalid } from '../platform/api-error.ts';
import { queueNotification } from '../platform/notifications.ts';
import { readCreditSettings } from './credit-settings.ts';

// The only code that changes a number's state: it checks the transition against the contract's
// machine, records the change, and queues its notice in the caller's transaction. Callers hold
// the number's row lock (FOR UPDATE), so two changes of one number are ordered and each sees the
// state the other left.

export interface NumberMove {
  phone: string;
  transition: NumberTransition;
  now: Date;
  /** Staff's reason, kept with the change and sent in a staff suspension's notice. */
  reason?: string;
  staffId?: number;
}

export interface NumberMoved {
  changeId: number;
  from: NumberState;
  to: NumberState;
  balanceFen: number;
}

/** Moves the number when the machine allows it from its current state; null (nothing done) otherwise. */
export async function tryMoveNumber(tx: Executor, move: NumberMove): Promise<NumberMoved | null> {
  const [number] = await tx
    .select({ status: subscribers.status, balanceFen: subscribers.balanceFen, keptUntil: subscribers.keptUntil })
    .from(subscribers)
    .where(eq(subscribers.phone, move.phone));
  if (!number || !canTransition(move.transition, number.status)) {
    return null;
  }
  const to = transitionTarget(move.transition, number.balanceFen);
  await tx
    .update(subscribers)
    .set({
      status: to,
      stateSince: move.now,
      ...(to === 'cancelled' ? { cancelledAt: move.now } : {}),
      ...(number.status === 'keptSuspended' ? { keptUntil: null } : {}),
    })
    .where(eq(subscribers.phone, move.phone));
  const [change] = await tx
    .insert(numberStateChanges)
    .values({
      phone: move.phone,
      fromState: number.status,
      toState: to,
      transition: move.transition,
      reason: move.reason ?? null,
      staffId: move.staffId ?? null,
      createdAt: move.now,
    })
    .returning({ id: numberStateChanges.id });
  if (!change) {
    throw new Error('state change not recorded');
  }
  if (to === 'cancelled') {
    await clawBackCommission(tx, move.phone, move.now);
  }
  const notice = NUMBER_TRANSITIONS[move.transition].notice as NotificationKind | null;
  if (notice) {
    const params = await noticeParams(tx, notice, { ...move, balanceFen: number.balanceFen, keptUntil: number.keptUntil });
    await queueNotification(tx, { kind: notice, phone: move.phone, params: params as never, dedupeKey: `numberState:${change.id}`, now: move.now });
  }
  return { changeId: change.id, from: number.status, to, balanceFen: number.balanceFen };
}

/** Moves the number or refuses with the state it is in (号码当前为…状态，不能办理此业务). */
export async function moveNumber(tx: Executor, move: NumberMove): Promise<NumberMoved> {
  const moved = await tryMoveNumber(tx, move);
  if (!moved) {
    const [number] = await tx.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.phone, move.phone));
    throw invalid(NumberStateMessage.NOT_ALLOWED(number?.status ?? 'cancelled'));
  }
  return moved;
}

async function noticeParams(
  tx: Executor,
  notice: NotificationKind,
  context: NumberMove & { balanceFen: number; keptUntil: Date | null },
): Promise<Record<string, string>> {
  switch (notice) {
    case 'arrearsNotice':
    case 'arrearsSuspended':
      return { balance: formatYuan(context.balanceFen) };
    case 'preCancelled':
      return { days: String((await readCreditSettings(tx)).preCancelDaysBeforeCancel) };
    case 'cancelledForArrears':
      return { debt: formatYuan(Math.max(0, -context.balanceFen)) };
    case 'keepSuspended':
      // The caller set the end before the move, so the row read for the move already holds it.
      return { until: context.keptUntil ? formatChinaDate(context.keptUntil) : '' };
    case 'staffSuspended':
      return { reason: context.reason ?? '' };
    default:
      return {};
  }
}

/** The credit limit in force: the number's own when staff set one, else its package's. */
export async function readCreditLimit(tx: Executor, phone: string): Promise<number> {
  const [row] = await tx
    .select({ limit: sql<number>`coalesce(${subscribers.creditLimitFen}, ${packages.creditLimitFen}, 0)`.mapWith(Number) })
    .from(subscribers)
    .leftJoin(packages, eq(packages.id, subscribers.packageId))
    .where(eq(subscribers.phone, phone));
  return row?.limit ?? 0;
}

export interface StateChange {
  fromState: NumberState;
  toState: NumberState;
  createdAt: Date;
}

/** The number's state changes since a moment, oldest first: with its state now, its state at any time since. */
export async function listStateChangesSince(tx: Executor, phone: string, since: Date): Promise<StateChange[]> {
  return tx
    .select({ fromState: numberStateChanges.fromState, toState: numberStateChanges.toState, createdAt: numberStateChanges.createdAt })
    .from(numberStateChanges)
    .where(and(eq(numberStateChanges.phone, phone), gt(numberStateChanges.createdAt, since)))
    .orderBy(asc(numberStateChanges.createdAt), asc(numberStateChanges.id));
}

/** The state at a moment: the one the first later change left, or the current one when none came after. */
export function stateAt(changesSince: readonly StateChange[], current: NumberState, at: Date): NumberState {
  const later = changesSince.find((change) => change.createdAt > at);
  return later ? later.fromState : current;
}
