import type { AdjustmentDecision } from '@hall/contract/console-numbers/rules';
import type { NumberAdjustment, NumberDebt } from '@hall/contract/console-numbers/schemas';
import type { NumberState } from '@hall/contract/number-state';
import type { AppDeps } from '../../deps.ts';
import {
  decideBalanceAdjustment,
  moveNumberByStaff,
  requestBalanceAdjustment,
  setCreditLimitByStaff,
  writeOffDebt,
  type StaffMove,
} from '../../boss/staff-number-actions.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { findAdjustment, findDebt } from './number-account.repository.ts';
import { presentAdjustment, presentDebt } from './number-account.service.ts';

// Staff actions on the number record (号码档案): each with its reason, in one transaction with its
// audit entry and the service order the back office records, the number moved only through the
// state machine (boss/staff-number-actions.ts).

interface NumberActionInput {
  phone: string;
  reason: string;
}

const MOVE_AUDIT_ACTION = {
  suspend: { action: 'number_suspend' },
  resume: { action: 'number_resume' },
  liftAudit: { action: 'number_audit_lift' },
  startCancellation: { action: 'number_cancellation_start' },
} as const satisfies Record<StaffMove, { action: string }>;

const DECISION_AUDIT_ACTION = {
  approve: { action: 'balance_adjustment_approve' },
  reject: { action: 'balance_adjustment_reject' },
} as const satisfies Record<AdjustmentDecision, { action: string }>;

/** CONSOLE_SUSPEND_NUMBER, CONSOLE_RESUME_NUMBER, CONSOLE_LIFT_AUDIT_SUSPENSION, CONSOLE_START_CANCELLATION. */
export async function moveNumberFromRecord(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  move: StaffMove,
  input: NumberActionInput,
): Promise<{ status: NumberState; stateSince: string }> {
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const done = await moveNumberByStaff(tx, { ...input, move, staffId: staff.id, now });
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: MOVE_AUDIT_ACTION[move].action,
      subjectType: 'number',
      subjectId: input.phone,
      detail: { reason: input.reason, from: done.from, to: done.to, stateChangeId: done.changeId },
    });
    return done;
  });
  return { status: moved.to, stateSince: now.toISOString() };
}

/** CONSOLE_SET_CREDIT_LIMIT: the number's own limit, or the package's again (null). */
export async function setCreditLimitFromRecord(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: NumberActionInput & { creditLimitFen: number | null },
): Promise<{ creditLimitFen: number; isOwnCreditLimit: boolean }> {
  const now = deps.now();
  const inForceFen = await deps.db.transaction(async (tx) => {
    const limit = await setCreditLimitByStaff(tx, { ...input, staffId: staff.id, now });
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'credit_limit_set',
      subjectType: 'number',
      subjectId: input.phone,
      detail: { reason: input.reason, creditLimitFen: input.creditLimitFen, inForceFen: limit },
    });
    return limit;
  });
  return { creditLimitFen: inForceFen, isOwnCreditLimit: input.creditLimitFen !== null };
}

async function presentAdjustmentOf(deps: AppDeps, staff: AuthenticatedStaff, id: number): Promise<NumberAdjustment> {
  const row = await findAdjustment(deps.db, id);
  if (!row) {
    throw new Error(`adjustment ${id} not found after it was written`);
  }
  return presentAdjustment(staff, row);
}

/** CONSOLE_REQUEST_ADJUSTMENT: applied at once up to the threshold, else waiting for a second staff member. */
export async function requestAdjustmentFromRecord(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: NumberActionInput & { amountFen: number },
): Promise<NumberAdjustment> {
  const now = deps.now();
  const adjustment = await deps.db.transaction(async (tx) => {
    const requested = await requestBalanceAdjustment(tx, { ...input, staffId: staff.id, now });
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'balance_adjustment_request',
      subjectType: 'number',
      subjectId: input.phone,
      detail: { reason: input.reason, adjustmentId: requested.id, amountFen: input.amountFen, status: requested.status },
    });
    return requested;
  });
  return presentAdjustmentOf(deps, staff, adjustment.id);
}

/** CONSOLE_DECIDE_ADJUSTMENT: a second staff member approves (applied once) or rejects a waiting adjustment. */
export async function decideAdjustmentFromRecord(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: { adjustmentId: number; decision: AdjustmentDecision; reason: string },
): Promise<NumberAdjustment> {
  const now = deps.now();
  const decided = await deps.db.transaction(async (tx) => {
    const adjustment = await decideBalanceAdjustment(tx, { ...input, staffId: staff.id, now });
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: DECISION_AUDIT_ACTION[input.decision].action,
      subjectType: 'number',
      subjectId: adjustment.phone,
      detail: { reason: input.reason, adjustmentId: adjustment.id, amountFen: adjustment.amountFen },
    });
    return adjustment;
  });
  return presentAdjustmentOf(deps, staff, decided.id);
}

/** CONSOLE_WRITE_OFF_DEBT: what a cancelled number owes is written off with a reason, once. */
export async function writeOffDebtFromRecord(deps: AppDeps, staff: AuthenticatedStaff, input: { debtId: number; reason: string }): Promise<NumberDebt> {
  const now = deps.now();
  const debt = await deps.db.transaction(async (tx) => {
    const written = await writeOffDebt(tx, { ...input, staffId: staff.id, now });
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'debt_write_off',
      subjectType: 'number',
      subjectId: written.phone,
      detail: { reason: input.reason, debtId: written.id, amountFen: written.amountFen },
    });
    return written;
  });
  const row = await findDebt(deps.db, debt.id);
  if (!row) {
    throw new Error(`debt ${debt.id} not found after it was written off`);
  }
  return presentDebt(row);
}
