import { formatChinaDateTime } from '@hall/contract/china-time';
import { DEBT_EXPORT_HEADERS, FINANCE_PAGE_SIZE } from '@hall/contract/console-finance/rules';
import { DEBT_CAUSE_TEXT, DEBT_STATUS_TEXT } from '@hall/contract/console-numbers/rules';
import { formatYuan } from '@hall/contract/money';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { exportRequestOf } from '../../domain/audit-log.ts';
import { readExportRange, streamCsvExport } from '../../platform/csv-export.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { listDebtPage, listDebtsAfter, sumDebts, sumOwed, type DebtRow } from './finance-debts.repository.ts';

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

/** CONSOLE_EXPORT_DEBTS: the debts of the list's status (and number) that arose in a range of days, streamed as CSV, audit-logged. */
export async function exportDebts(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_EXPORT_DEBTS'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const range = readExportRange(input);
  const filter = { status: input.status, phone: input.phone, start: range.start, end: range.end };
  return streamCsvExport<DebtRow>(exportRequestOf(deps, staff.id, reply, range), {
    title: `欠款-${DEBT_STATUS_TEXT[input.status]}`,
    header: DEBT_EXPORT_HEADERS,
    readPage: (after, limit) => listDebtsAfter(deps.db, filter, after?.id ?? 0, limit),
    cells: (row) => [
      String(row.id),
      maskPhone(row.phone),
      formatYuan(row.amountFen),
      causeTextOf(row.cause),
      DEBT_STATUS_TEXT[row.status],
      formatChinaDateTime(row.createdAt),
      row.writtenOffAt ? formatChinaDateTime(row.writtenOffAt) : '',
      row.writtenOffBy ?? '',
      row.writeOffReason ?? '',
    ],
    audit: { action: 'debts_export', subjectType: 'debt', subjectId: input.phone || '*', filters: { status: input.status } },
  });
}
