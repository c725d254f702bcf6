import { Readable } from 'node:stream';
import { COMMISSION_KIND_LABELS, CommissionLimit, CommissionMessage } from '@hall/contract/commission/rules';
import { chinaDaysBetween, formatChinaDateTime, isChinaDate, shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { formatYuan } from '@hall/contract/money';
import type { OperationRequest } from '@hall/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { findDealerName, readLedgerPage } from '../../domain/commission-statement.ts';
import { invalid } from '../../platform/api-error.ts';
import { writeCsvRow } from '../../platform/csv.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';

// The commission statement as CSV, of one dealer or all, for a range of China days. The file is
// streamed: rows are read a page at a time (keyset by id) and written to the reply as they come, so
// a year of every dealer never sits in memory. Cells go through the CSV writer's formula guard.

/** Rows read per query while streaming. */
export const EXPORT_PAGE_ROWS = 500;

const HEADER = ['时间', '渠道', '类型', '开卡单号', '号码', '工号', '账期', '金额（元）'];
/** A UTF-8 byte order mark, so a spreadsheet reads the Chinese headers as UTF-8. */
const BOM = '\uFEFF';

async function* csvLines(deps: AppDeps, range: { dealerId: string | null; start: Date; end: Date }): AsyncGenerator<string> {
  yield BOM + writeCsvRow(HEADER);
  let afterId = 0;
  for (;;) {
    const rows = await readLedgerPage(deps.db, range, afterId, EXPORT_PAGE_ROWS);
    for (const row of rows) {
      yield writeCsvRow([
        formatChinaDateTime(row.createdAt),
        row.dealerId,
        COMMISSION_KIND_LABELS[row.kind],
        row.recordNumber,
        maskPhone(row.phone),
        row.workNo,
        row.billMonth,
        formatYuan(row.amountFen),
      ]);
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_ROWS) {
      return;
    }
    afterId = last.id;
  }
}

/** CONSOLE_COMMISSION_EXPORT: checks the range and dealer, records the export in the audit log, then streams the file. */
export async function exportCommission(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_COMMISSION_EXPORT'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const { from, to } = input;
  if (!isChinaDate(from) || !isChinaDate(to) || chinaDaysBetween(from, to) < 0 || chinaDaysBetween(from, to) >= CommissionLimit.EXPORT_DAYS_MAX) {
    throw invalid(CommissionMessage.RANGE_INVALID);
  }
  const dealerId = input.dealerId ? input.dealerId : null;
  if (dealerId !== null && (await findDealerName(deps.db, dealerId)) === null) {
    throw invalid(CommissionMessage.DEALER_NOT_FOUND);
  }
  await insertAuditEntry(deps.db, {
    createdAt: deps.now(),
    staffId: staff.id,
    action: 'commission_export',
    subjectType: 'dealer',
    subjectId: dealerId ?? '*',
    detail: { from, to },
  });
  const fileName = `佣金明细-${dealerId ?? '全部渠道'}-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.csv`;
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  const range = { dealerId, start: startOfChinaDate(from), end: startOfChinaDate(shiftChinaDate(to, 1)) };
  return { contentType: 'text/csv; charset=utf-8', body: Readable.from(csvLines(deps, range)) };
}
