import { COMMISSION_KIND_LABELS, CommissionMessage } from '@hall/contract/commission/rules';
import { formatChinaDateTime } from '@hall/contract/china-time';
import { formatYuan } from '@hall/contract/money';
import type { OperationRequest } from '@hall/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { exportRequestOf } from '../../domain/audit-log.ts';
import { findDealerName, readLedgerPage, type LedgerRow } from '../../domain/commission-statement.ts';
import { invalid } from '../../platform/api-error.ts';
import { readExportRange, streamCsvExport } from '../../platform/csv-export.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';

// The commission statement as CSV, of one dealer or all, for a range of China days (keyset by id).

const HEADER = ['时间', '渠道', '类型', '开卡单号', '号码', '工号', '账期', '金额（元）'];

/** CONSOLE_COMMISSION_EXPORT: checks the range and dealer, records the export in the audit log, then streams the file. */
export async function exportCommission(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_COMMISSION_EXPORT'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const range = readExportRange(input);
  const dealerId = input.dealerId ? input.dealerId : null;
  if (dealerId !== null && (await findDealerName(deps.db, dealerId)) === null) {
    throw invalid(CommissionMessage.DEALER_NOT_FOUND);
  }
  return streamCsvExport<LedgerRow>(exportRequestOf(deps, staff.id, reply, range), {
    title: `佣金明细-${dealerId ?? '全部渠道'}`,
    header: HEADER,
    readPage: (after, limit) => readLedgerPage(deps.db, { dealerId, start: range.start, end: range.end }, after?.id ?? 0, limit),
    cells: (row) => [
      formatChinaDateTime(row.createdAt),
      row.dealerId,
      COMMISSION_KIND_LABELS[row.kind],
      row.recordNumber,
      maskPhone(row.phone),
      row.workNo,
      row.billMonth,
      formatYuan(row.amountFen),
    ],
    audit: { action: 'commission_export', subjectType: 'dealer', subjectId: dealerId ?? '*' },
  });
}
