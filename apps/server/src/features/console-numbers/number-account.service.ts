import { formatChinaDate, formatChinaMonth, DAY_MS } from '@hall/contract/china-time';
import { consoleNumbersEndpoints } from '@hall/contract/console-numbers/endpoints';
import {
  NUMBER_BILL_MONTHS,
  NUMBER_RECORD_LIST_LIMIT,
  NUMBER_TRANSITION_TEXT,
  NUMBER_USAGE_DAYS,
  NumberRecordMessage,
} from '@hall/contract/console-numbers/rules';
import type { NumberAccount, NumberAdjustment, NumberDebt } from '@hall/contract/console-numbers/schemas';
import type { AppDeps } from '../../deps.ts';
import { readCreditSettings } from '../../boss/credit-settings.ts';
import { invalid } from '../../platform/api-error.ts';
import { hasStaffRole, type AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { findNumber } from './console-numbers.repository.ts';
import {
  listAdjustments,
  listBillItems,
  listDebts,
  listLedger,
  listStateChanges,
  listUsageDays,
  type AdjustmentRow,
  type DebtRow,
} from './number-account.repository.ts';

// The number's account on its record (号码档案): what it was billed and paid, what it used, how its
// state changed and why, what it still owes, and the balance adjustments staff made or wait to
// approve. Money and usage only, no personal data.

const iso = (date: Date | null) => date?.toISOString() ?? null;

const isTransitionName = (transition: string): transition is keyof typeof NUMBER_TRANSITION_TEXT => Object.hasOwn(NUMBER_TRANSITION_TEXT, transition);

/** Whether this staff member may decide the adjustment: it waits, they are an approver, and it is not their own. */
function canDecideAdjustment(staff: AuthenticatedStaff, row: AdjustmentRow): boolean {
  return row.status === 'pending' && row.requestedById !== staff.id && hasStaffRole(staff, consoleNumbersEndpoints.CONSOLE_DECIDE_ADJUSTMENT.staffRoles);
}

export function presentAdjustment(staff: AuthenticatedStaff, row: AdjustmentRow): NumberAdjustment {
  return {
    id: row.id,
    amountFen: row.amountFen,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    decisionReason: row.decisionReason,
    canDecide: canDecideAdjustment(staff, row),
  };
}

export function presentDebt(row: DebtRow): NumberDebt {
  return { ...row, createdAt: row.createdAt.toISOString(), writtenOffAt: iso(row.writtenOffAt) };
}

/** Bill lines of several months as one bill a month, newest first. */
function groupBills(items: Awaited<ReturnType<typeof listBillItems>>): NumberAccount['bills'] {
  const bills: NumberAccount['bills'] = [];
  for (const item of items) {
    let bill = bills.at(-1);
    if (bill?.month !== item.month) {
      bill = { month: item.month, totalFen: 0, items: [] };
      bills.push(bill);
    }
    bill.totalFen += item.amountFen;
    bill.items.push({ name: item.name, amountFen: item.amountFen });
  }
  return bills;
}

/** CONSOLE_NUMBER_ACCOUNT: bills of the last 12 months, the newest 100 balance changes, 31 days of usage, state changes, debts, adjustments. */
export async function readNumberAccount(deps: AppDeps, staff: AuthenticatedStaff, input: { phone: string }): Promise<NumberAccount> {
  if (!(await findNumber(deps.db, input.phone))) {
    throw invalid(NumberRecordMessage.UNKNOWN);
  }
  const now = deps.now();
  const limit = NUMBER_RECORD_LIST_LIMIT;
  const [billItems, ledger, usage, stateChanges, debts, adjustments, settings] = await Promise.all([
    listBillItems(deps.db, input.phone, formatChinaMonth(now, NUMBER_BILL_MONTHS - 1)),
    listLedger(deps.db, input.phone, limit),
    listUsageDays(deps.db, input.phone, formatChinaDate(new Date(now.getTime() - (NUMBER_USAGE_DAYS - 1) * DAY_MS))),
    listStateChanges(deps.db, input.phone, limit),
    listDebts(deps.db, input.phone, limit),
    listAdjustments(deps.db, input.phone, limit),
    readCreditSettings(deps.db),
  ]);
  return {
    bills: groupBills(billItems),
    ledger: ledger.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    usage: usage.map(({ day, generalMb, directedMb, voiceMinutes, smsCount }) => ({ day, generalMb, directedMb, voiceMinutes, smsCount })),
    stateChanges: stateChanges.map((change) => ({
      ...change,
      transitionLabel: isTransitionName(change.transition) ? NUMBER_TRANSITION_TEXT[change.transition] : change.transition,
      createdAt: change.createdAt.toISOString(),
    })),
    debts: debts.map(presentDebt),
    adjustments: adjustments.map((row) => presentAdjustment(staff, row)),
    approvalAboveFen: settings.adjustmentApprovalAboveFen,
  };
}
