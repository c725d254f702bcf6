import { DAY_MS, formatChinaDate, formatChinaDateTime, startOfChinaDate } from '@hall/contract/china-time';
import { FINANCE_PAGE_SIZE, REFUND_EXPORT_HEADERS, RefundListMessage, type RefundSkipReason } from '@hall/contract/console-finance/rules';
import type { FinanceRefund } from '@hall/contract/console-finance/schemas';
import { REFUND_STATUS_TEXT, type RefundStatus } from '@hall/contract/console-numbers/rules';
import { formatYuan } from '@hall/contract/money';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { exportRequestOf } from '../../domain/audit-log.ts';
import { readRefundCardTail, recordRefundPayment } from '../../domain/refund-payments.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { readExportRange, streamCsvExport } from '../../platform/csv-export.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import { findRefundStatus, listRefundPage, listRefundsAfter, sumRefunds, type RefundFilter, type RefundRow } from './finance-refunds.repository.ts';

// 退款: the cancellations' refunds as finance works them: 待退款 to pay by bank transfer, the paid
// ones with their reference. The bank details stay sealed: only the card's last 4 leave the server.

interface RefundFilterInput {
  status: RefundStatus;
  phone: string;
  from: string;
  to: string;
}

/** A China day (YYYY-MM-DD) as the instant it begins; null when empty, refused when it is no day (2026-02-30). */
function readDay(day: string): Date | null {
  if (!day) {
    return null;
  }
  const start = startOfChinaDate(day);
  if (Number.isNaN(start.getTime()) || formatChinaDate(start) !== day) {
    throw invalid(RefundListMessage.DATE_INVALID);
  }
  return start;
}

/** The filter with its days as instants (the end day included); refused when the range runs backwards. */
function readFilter(input: RefundFilterInput): RefundFilter {
  const from = readDay(input.from);
  const to = readDay(input.to);
  if (from && to && to < from) {
    throw invalid(RefundListMessage.RANGE_REVERSED);
  }
  return { status: input.status, phone: input.phone, from, before: to && new Date(to.getTime() + DAY_MS) };
}

function presentRefund(secretKey: string, row: RefundRow): FinanceRefund {
  return {
    id: row.id,
    phone: maskPhone(row.phone),
    amountFen: row.amountFen,
    bankCardTail: row.route === 'bank' ? readRefundCardTail(secretKey, row.sealedBank) : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    paidReference: row.paidReference,
    paidBy: row.paidBy,
  };
}

/** CONSOLE_REFUNDS: a page of the refunds that match, how many match and their amount. */
export async function listRefunds(deps: AppDeps, input: OperationRequest<'CONSOLE_REFUNDS'>): Promise<OperationOutput<'CONSOLE_REFUNDS'>> {
  const filter = readFilter(input);
  const [rows, sum] = await Promise.all([
    listRefundPage(deps.db, filter, { limit: FINANCE_PAGE_SIZE, offset: (input.page - 1) * FINANCE_PAGE_SIZE }),
    sumRefunds(deps.db, filter),
  ]);
  return { total: sum.total, totalAmountFen: sum.amountFen, list: rows.map((row) => presentRefund(deps.secretKey, row)) };
}

/** CONSOLE_EXPORT_REFUNDS: the refunds that match, of a range of days, streamed as CSV (Chinese headers, yuan, China time) and audit-logged. */
export async function exportRefunds(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_EXPORT_REFUNDS'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const range = readExportRange(input);
  const filter: RefundFilter = { status: input.status, phone: input.phone, from: range.start, before: range.end };
  const time = (date: Date | null) => (date ? formatChinaDateTime(date) : '');
  return streamCsvExport<RefundRow>(exportRequestOf(deps, staff.id, reply, range), {
    title: `退款-${REFUND_STATUS_TEXT[input.status]}`,
    header: REFUND_EXPORT_HEADERS,
    readPage: (after, limit) => listRefundsAfter(deps.db, filter, after?.id ?? 0, limit),
    cells: (row) => {
      const refund = presentRefund(deps.secretKey, row);
      return [
        String(refund.id),
        refund.phone,
        formatYuan(refund.amountFen),
        refund.bankCardTail ?? '',
        REFUND_STATUS_TEXT[refund.status],
        time(row.createdAt),
        time(row.paidAt),
        refund.paidReference ?? '',
        refund.paidBy ?? '',
      ];
    },
    audit: { action: 'refunds_export', subjectType: 'refund', subjectId: input.phone || '*', filters: { status: input.status } },
  });
}

async function explainSkip(deps: AppDeps, refundId: number): Promise<RefundSkipReason> {
  const status = await findRefundStatus(deps.db, refundId);
  if (status === null) {
    return 'notFound';
  }
  return status === 'paid' ? 'alreadyPaid' : 'nothingToPay';
}

/**
 * CONSOLE_REFUNDS_PAID: a bank batch paid these refunds. Each is recorded once, as the number
 * record's 登记已退款 records one (audit entry, SMS to the former owner); one already paid, or with
 * nothing to pay, is skipped and reported, and the rest are still recorded. In ascending id order,
 * so two batches that share refunds wait for each other rather than deadlock.
 */
export async function recordRefundsPaid(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_REFUNDS_PAID'>,
): Promise<OperationOutput<'CONSOLE_REFUNDS_PAID'>> {
  const now = deps.now();
  const ids = [...input.refundIds].sort((a, b) => a - b);
  const paid = await deps.db.transaction(async (tx) => {
    const recorded = [];
    for (const refundId of ids) {
      const row = await recordRefundPayment(tx, { refundId, reference: input.reference, staffId: staff.id, now, secretKey: deps.secretKey });
      if (row) {
        recorded.push(row);
      }
    }
    return recorded;
  });
  deps.metrics.refundsPaid.inc({ kind: 'bank' }, paid.length);
  const paidIds = new Set(paid.map((row) => row.id));
  const skipped = await Promise.all(ids.filter((id) => !paidIds.has(id)).map(async (id) => ({ id, reason: await explainSkip(deps, id) })));
  return {
    paid: paid.map((row) => presentRefund(deps.secretKey, { ...row, paidBy: staff.displayName })),
    skipped,
  };
}
