import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  NUMBER_ACTION_ORDER_NAME,
  NumberActionMessage,
  NumberActionOrderLine,
  NumberRecordMessage,
  type AdjustmentDecision,
  type NumberAction,
} from '@hall/contract/console-numbers/rules';
import { formatYuan } from '@hall/contract/money';
import { NumberStateMessage, numberStateLabel, type NumberTransition } from '@hall/contract/number-state';
import type { Executor } from '../db/connection.ts';
import { balanceAdjustments, balanceLedger, numberDebts, subscribers } from '../db/schema.ts';
import { invalid } from '../platform/api-error.ts';
import { restoreByPayment } from './credit-control.ts';
import { readCreditSettings } from './credit-settings.ts';
import { moveNumber, readCreditLimit, tryMoveNumber, type NumberMoved } from './number-state-machine.ts';
import { moveServiceOrder, recordServiceOrder, type ServiceOrderDetail, type ServiceOrderStatus } from './service-orders.ts';

// What staff do to a number from its record (号码档案), each in the caller's transaction with the
// number's row locked first (FOR UPDATE, the state machine's order), and each a service order of
// the number (/orderQuery) in the same transaction. The console's feature audit-logs them.

export type StaffMove = 'suspend' | 'resume' | 'liftAudit' | 'startCancellation';

const MOVE_TRANSITION: Record<StaffMove, NumberTransition> = {
  suspend: 'staffSuspension',
  resume: 'staffResumption',
  liftAudit: 'auditLifted',
  startCancellation: 'staffPreCancellation',
};

interface StaffAct {
  phone: string;
  reason: string;
  staffId: number;
  now: Date;
}

type BalanceAdjustment = typeof balanceAdjustments.$inferSelect;
type NumberDebtRow = typeof numberDebts.$inferSelect;

/** The number, locked for the action; refused when we hold no such number. */
async function lockNumber(tx: Executor, phone: string) {
  const [number] = await tx
    .select({ status: subscribers.status, balanceFen: subscribers.balanceFen })
    .from(subscribers)
    .where(eq(subscribers.phone, phone))
    .for('update');
  if (!number) {
    throw invalid(NumberRecordMessage.UNKNOWN);
  }
  return number;
}

/** The number, locked; refused when it is cancelled (nothing but a debt write-off acts on one). */
async function lockOpenNumber(tx: Executor, phone: string) {
  const number = await lockNumber(tx, phone);
  if (number.status === 'cancelled') {
    throw invalid(NumberStateMessage.NOT_ALLOWED(number.status));
  }
  return number;
}

const yuan = (fen: number) => `${formatYuan(fen)}元`;
const signedYuan = (fen: number) => `${fen > 0 ? '+' : ''}${yuan(fen)}`;

async function recordStaffOrder(
  tx: Executor,
  order: {
    phone: string;
    action: NumberAction;
    reference: string;
    reason: string;
    summary: string;
    lines: ServiceOrderDetail[];
    now: Date;
    checkStatus?: ServiceOrderStatus;
  },
): Promise<void> {
  const name = NUMBER_ACTION_ORDER_NAME[order.action];
  await recordServiceOrder(tx, {
    kind: 'staffAction',
    reference: order.reference,
    phone: order.phone,
    name,
    checkStatus: order.checkStatus ?? '审核通过',
    summary: order.summary,
    details: [
      { title: NumberActionOrderLine.NAME, content: name },
      { title: NumberActionOrderLine.CHANNEL, content: NumberActionOrderLine.CHANNEL_VALUE },
      ...order.lines,
      { title: NumberActionOrderLine.REASON, content: order.reason },
    ],
    createdAt: order.now,
  });
}

/**
 * 停机, 复机, 解除审核停机 or 发起销户 through the state machine (refused from a state it does not
 * allow), with the staff member and reason kept on the change and its notice queued. Lifting an
 * audit suspension is a registration checked in person, so the number is real-name from then on.
 */
export async function moveNumberByStaff(tx: Executor, act: StaffAct & { move: StaffMove }): Promise<NumberMoved> {
  await lockNumber(tx, act.phone);
  const moved = await moveNumber(tx, { phone: act.phone, transition: MOVE_TRANSITION[act.move], reason: act.reason, staffId: act.staffId, now: act.now });
  if (act.move === 'liftAudit') {
    await tx.update(subscribers).set({ isRealName: true }).where(eq(subscribers.phone, act.phone));
  }
  const state = numberStateLabel(moved.to);
  await recordStaffOrder(tx, {
    phone: act.phone,
    action: act.move,
    reference: `state:${moved.changeId}`,
    reason: act.reason,
    summary: state,
    lines: [{ title: NumberActionOrderLine.STATE, content: state }],
    now: act.now,
  });
  return moved;
}

/** Gives the number its own credit limit, or (null) the package's again; answers the limit now in force. */
export async function setCreditLimitByStaff(tx: Executor, act: StaffAct & { creditLimitFen: number | null }): Promise<number> {
  await lockOpenNumber(tx, act.phone);
  await tx.update(subscribers).set({ creditLimitFen: act.creditLimitFen }).where(eq(subscribers.phone, act.phone));
  const inForceFen = await readCreditLimit(tx, act.phone);
  const limit = act.creditLimitFen === null ? `${NumberActionOrderLine.CREDIT_LIMIT_OF_PACKAGE}（${yuan(inForceFen)}）` : yuan(inForceFen);
  await recordStaffOrder(tx, {
    phone: act.phone,
    action: 'creditLimit',
    // Nothing else names a limit change: the order's own reference.
    reference: `creditLimit:${randomUUID()}`,
    reason: act.reason,
    summary: limit,
    lines: [{ title: NumberActionOrderLine.CREDIT_LIMIT, content: limit }],
    now: act.now,
  });
  return inForceFen;
}

/**
 * The adjustment's money on the number (its row locked by the caller): the balance, a ledger entry
 * `adjustment` (unique by reference, so never twice), and its effect on the state: money added
 * restores a number as a payment does, money taken below zero makes it owing.
 */
async function applyAdjustment(tx: Executor, adjustment: BalanceAdjustment, now: Date): Promise<void> {
  const [after] = await tx
    .update(subscribers)
    .set({ balanceFen: sql`${subscribers.balanceFen} + ${adjustment.amountFen}` })
    .where(eq(subscribers.phone, adjustment.phone))
    .returning({ balanceFen: subscribers.balanceFen });
  if (!after) {
    throw new Error(`adjustment ${adjustment.id}: number ${adjustment.phone} is gone`);
  }
  await tx.insert(balanceLedger).values({
    phone: adjustment.phone,
    changeFen: adjustment.amountFen,
    balanceAfterFen: after.balanceFen,
    reason: 'adjustment',
    reference: `adjustment:${adjustment.id}`,
    createdAt: now,
  });
  if (adjustment.amountFen > 0) {
    await restoreByPayment(tx, adjustment.phone, after.balanceFen, now);
  } else if (after.balanceFen < 0) {
    await tryMoveNumber(tx, { phone: adjustment.phone, transition: 'fellIntoDebt', now });
  }
}

const adjustmentOrderReference = (id: number) => `adjustment:${id}`;

/**
 * 调账: up to the approval threshold (credit settings) applied at once; above it recorded as
 * waiting for a second staff member, its service order 待审核 until then.
 */
export async function requestBalanceAdjustment(tx: Executor, act: StaffAct & { amountFen: number }): Promise<BalanceAdjustment> {
  await lockOpenNumber(tx, act.phone);
  const { adjustmentApprovalAboveFen } = await readCreditSettings(tx);
  const isWaiting = Math.abs(act.amountFen) > adjustmentApprovalAboveFen;
  const [adjustment] = await tx
    .insert(balanceAdjustments)
    .values({
      phone: act.phone,
      amountFen: act.amountFen,
      reason: act.reason,
      status: isWaiting ? 'pending' : 'applied',
      requestedBy: act.staffId,
      requestedAt: act.now,
      decidedAt: isWaiting ? null : act.now,
    })
    .returning();
  if (!adjustment) {
    throw new Error('adjustment not recorded');
  }
  if (!isWaiting) {
    await applyAdjustment(tx, adjustment, act.now);
  }
  await recordStaffOrder(tx, {
    phone: act.phone,
    action: 'adjustment',
    reference: adjustmentOrderReference(adjustment.id),
    reason: act.reason,
    summary: signedYuan(act.amountFen),
    lines: [{ title: NumberActionOrderLine.AMOUNT, content: signedYuan(act.amountFen) }],
    checkStatus: isWaiting ? '待审核' : '审核通过',
    now: act.now,
  });
  return adjustment;
}

/**
 * A second staff member approves (the money applied) or rejects a waiting adjustment. Its requester
 * may not. The status leaves pending once, under the number's lock: of two approvals at the same
 * moment the second finds it decided and is refused, so the money is applied once.
 */
export async function decideBalanceAdjustment(
  tx: Executor,
  act: { adjustmentId: number; decision: AdjustmentDecision; reason: string; staffId: number; now: Date },
): Promise<BalanceAdjustment> {
  const [found] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, act.adjustmentId));
  if (!found) {
    throw invalid(NumberActionMessage.ADJUSTMENT_UNKNOWN);
  }
  if (found.requestedBy === act.staffId) {
    throw invalid(NumberActionMessage.ADJUSTMENT_OWN);
  }
  const number = await lockNumber(tx, found.phone);
  if (act.decision === 'approve' && number.status === 'cancelled') {
    throw invalid(NumberStateMessage.NOT_ALLOWED(number.status));
  }
  const [decided] = await tx
    .update(balanceAdjustments)
    .set({ status: act.decision === 'approve' ? 'applied' : 'rejected', decidedBy: act.staffId, decidedAt: act.now, decisionReason: act.reason })
    .where(and(eq(balanceAdjustments.id, act.adjustmentId), eq(balanceAdjustments.status, 'pending')))
    .returning();
  if (!decided) {
    throw invalid(NumberActionMessage.ADJUSTMENT_DECIDED);
  }
  if (act.decision === 'approve') {
    await applyAdjustment(tx, decided, act.now);
  }
  await moveServiceOrder(tx, {
    kind: 'staffAction',
    reference: adjustmentOrderReference(decided.id),
    checkStatus: act.decision === 'approve' ? '审核通过' : '审核未通过',
    addDetails: act.decision === 'approve' ? [] : [{ title: NumberActionOrderLine.REFUSED, content: act.reason }],
    now: act.now,
  });
  return decided;
}

/** 核销欠款: what a cancelled number still owes is written off with a reason, once. */
export async function writeOffDebt(tx: Executor, act: { debtId: number; reason: string; staffId: number; now: Date }): Promise<NumberDebtRow> {
  const [found] = await tx.select({ phone: numberDebts.phone }).from(numberDebts).where(eq(numberDebts.id, act.debtId));
  if (!found) {
    throw invalid(NumberActionMessage.DEBT_NOT_OWED);
  }
  await lockNumber(tx, found.phone);
  const [written] = await tx
    .update(numberDebts)
    .set({ status: 'writtenOff', writtenOffAt: act.now, writtenOffBy: act.staffId, writeOffReason: act.reason })
    .where(and(eq(numberDebts.id, act.debtId), eq(numberDebts.status, 'owed')))
    .returning();
  if (!written) {
    throw invalid(NumberActionMessage.DEBT_NOT_OWED);
  }
  await recordStaffOrder(tx, {
    phone: written.phone,
    action: 'debtWriteOff',
    reference: `debt:${written.id}`,
    reason: act.reason,
    summary: yuan(written.amountFen),
    lines: [{ title: NumberActionOrderLine.DEBT, content: yuan(written.amountFen) }],
    now: act.now,
  });
  return written;
}
