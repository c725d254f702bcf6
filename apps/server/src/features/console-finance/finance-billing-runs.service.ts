import { formatChinaDateTime, formatChinaMonth } from '@hall/contract/china-time';
import { BILLING_RUN_EXPORT_HEADERS, BILLING_RUN_MONTHS_PER_PAGE, BillingRunMessage } from '@hall/contract/console-finance/rules';
import { formatYuan } from '@hall/contract/money';
import type { BillingRunMonth } from '@hall/contract/console-finance/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { exportRequestOf } from '../../domain/audit-log.ts';
import { readExportRange, streamCsvExport } from '../../platform/csv-export.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { monthToClose } from '../../boss/built-in-monthly-run.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import {
  countUnbilled,
  findFirstJoin,
  findNumberInMonth,
  findRun,
  listBillLines,
  listRunsAfter,
  summariseRuns,
  type RunExportRow,
} from './finance-billing-runs.repository.ts';

// 出账批次: the monthly run closes each number's month once (a billing_runs row). Per closed month
// the page shows how many numbers it billed and charged, how many live in the month it has not
// billed (a failure once the 1st has passed), and when it ran; and one number's result.

/**
 * CONSOLE_BILLING_RUNS: the closed months newest first (the month the run closes now first), back
 * to the month the first number joined, a page at a time.
 */
export async function listBillingRuns(deps: AppDeps, input: OperationRequest<'CONSOLE_BILLING_RUNS'>): Promise<OperationOutput<'CONSOLE_BILLING_RUNS'>> {
  const firstJoin = await findFirstJoin(deps.db);
  if (!firstJoin) {
    return { months: [], hasMore: false };
  }
  const now = deps.now();
  const earliest = formatChinaMonth(firstJoin);
  const skipped = (input.page - 1) * BILLING_RUN_MONTHS_PER_PAGE;
  const months = Array.from({ length: BILLING_RUN_MONTHS_PER_PAGE }, (_, index) => formatChinaMonth(now, 1 + skipped + index)).filter(
    (month) => month >= earliest,
  );
  if (months.length === 0) {
    return { months: [], hasMore: false };
  }
  const [runs, unbilled] = await Promise.all([summariseRuns(deps.db, months), Promise.all(months.map((month) => countUnbilled(deps.db, month)))]);
  const list: BillingRunMonth[] = months.map((month, index) => {
    const run = runs.find((row) => row.month === month);
    return {
      month,
      billedNumbers: Number(run?.billedNumbers ?? 0),
      chargedFen: run?.chargedFen ?? 0,
      unbilledNumbers: unbilled[index] ?? 0,
      firstRanAt: run?.firstRanAt?.toISOString() ?? null,
      lastRanAt: run?.lastRanAt?.toISOString() ?? null,
    };
  });
  return { months: list, hasMore: (months.at(-1) ?? earliest) > earliest };
}

/** CONSOLE_BILLING_RUN_NUMBER: one number's closed month: billed (its run row and bill lines), not billed though live, or not live. */
export async function readBillingRunNumber(
  deps: AppDeps,
  input: OperationRequest<'CONSOLE_BILLING_RUN_NUMBER'>,
): Promise<OperationOutput<'CONSOLE_BILLING_RUN_NUMBER'>> {
  if (input.month > monthToClose(deps.now())) {
    throw invalid(BillingRunMessage.MONTH_NOT_CLOSED);
  }
  const number = await findNumberInMonth(deps.db, input.phone, input.month);
  if (!number) {
    throw invalid(BillingRunMessage.NUMBER_UNKNOWN);
  }
  const [run, lines] = await Promise.all([findRun(deps.db, input.phone, input.month), listBillLines(deps.db, input.phone, input.month)]);
  let outcome: OperationOutput<'CONSOLE_BILLING_RUN_NUMBER'>['outcome'] = number.isLive ? 'unbilled' : 'notLive';
  if (run) {
    outcome = 'billed';
  }
  return {
    phone: maskPhone(input.phone),
    month: input.month,
    outcome,
    chargedFen: run?.chargedFen ?? null,
    ranAt: run?.ranAt.toISOString() ?? null,
    lines,
    billTotalFen: lines.reduce((sum, line) => sum + line.amountFen, 0),
  };
}

/** CONSOLE_EXPORT_BILLING_RUN: each number's month the run billed within a range of days, streamed as CSV, audit-logged. */
export async function exportBillingRun(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_EXPORT_BILLING_RUN'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const range = readExportRange(input);
  return streamCsvExport<RunExportRow>(exportRequestOf(deps, staff.id, reply, range), {
    title: '出账结果',
    header: BILLING_RUN_EXPORT_HEADERS,
    readPage: (after, limit) => listRunsAfter(deps.db, range, after, limit),
    cells: (row) => [row.billMonth, maskPhone(row.phone), formatYuan(row.chargedFen), formatChinaDateTime(row.ranAt)],
    audit: { action: 'billing_run_export', subjectType: 'billing_run', subjectId: '*' },
  });
}
