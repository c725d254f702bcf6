import { FINANCE_PAGE_SIZE } from '@hall/contract/console-finance/rules';
import { DEBT_CAUSE_TEXT } from '@hall/contract/console-numbers/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { listDebtPage, sumDebts, sumOwed } from './finance-debts.repository.ts';

// 欠款: what cancelled numbers still owe (number_debts, recorded when credit control or staff
// cancel a number), and the debts written off with who and why. The write-off is an action of the
// number record; each row links to it, so the list carries the whole number.

const causeTextOf = (cause: string): string => (DEBT_CAUSE_TEXT as Record<string, string | undefined>)[cause] ?? cause;

/** CONSOLE_DEBTS: a page of the debts of a status (and number), how many match, and everything still owed. */
export async function listDebts(deps: AppDeps, input: OperationRequest<'CONSOLE_DEBTS'>): Promise<OperationOutput<'CONSOLE_DEBTS'>> {
  const filter = { status: input.status, phone: input.phone };
  const [rows, total, totalOwedFen] = await Promise.all([
    listDebtPage(deps.db, filter, { limit: FINANCE_PAGE_SIZE, offset: (input.page - 1) * FINANCE_PAGE_SIZE }),
    sumDebts(deps.db, filter),
    sumOwed(deps.db),
  ]);
  return {
    total,
    totalOwedFen,
    list: rows.map((row) => ({
      ...row,
      causeText: causeTextOf(row.cause),
      createdAt: row.createdAt.toISOString(),
      writtenOffAt: row.writtenOffAt?.toISOString() ?? null,
    })),
  };
}
