import { OPENING_STATE_TEXT, type OpeningState } from '@hall/contract/agent/rules';
import { formatChinaDateTime } from '@hall/contract/china-time';
import { DealerMessage } from '@hall/contract/console-dealers/rules';
import { formatYuan } from '@hall/contract/money';
import type { OperationRequest } from '@hall/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { exportRequestOf } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { readExportRange, streamCsvExport, type ExportRange } from '../../platform/csv-export.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { readBalance } from './console-dealers.repository.ts';
import { listFundPoolAfter, listOpeningsAfter, type DealerRange, type FundPoolExportRow, type OpeningExportRow } from './dealer-exports.repository.ts';

// The dealers' CSV exports for finance and the dealers (admin): the fund-pool statements with the
// balance after each row, and the card openings with their audit state; numbers masked.

const FUND_POOL_HEADER = ['流水号', '时间', '渠道', '类型', '金额（元）', '余额（元）', '开卡单号', '工号/操作人', '备注'];
const FUND_POOL_KIND_TEXT = { opening: '开户扣款', top_up: '充值' } as const;
const OPENINGS_HEADER = ['开卡单号', '渠道', '工号', '号码', '套餐', '费用（元）', '审核状态', '开卡时间', '审核时间'];

const time = (date: Date | null) => (date ? formatChinaDateTime(date) : '');

/** The range and dealer of a dealer export; an unknown dealer is refused. */
async function readDealerRange(deps: AppDeps, input: { dealerId: string; from: string; to: string }): Promise<ExportRange & DealerRange> {
  const range = readExportRange(input);
  const dealerId = input.dealerId || null;
  if (dealerId !== null && (await readBalance(deps.db, dealerId)) === null) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  return { ...range, dealerId };
}

function openingStateOf(row: OpeningExportRow): OpeningState {
  if (row.status === 'open') {
    return 'unfinished';
  }
  return row.reviewStatus === 'passed' || row.reviewStatus === 'failed' ? row.reviewStatus : 'pending';
}

/** CONSOLE_FUND_POOL_EXPORT: one dealer's or every dealer's fund-pool rows of a range of days, audit-logged. */
export async function exportFundPool(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_FUND_POOL_EXPORT'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const range = await readDealerRange(deps, input);
  return streamCsvExport<FundPoolExportRow>(exportRequestOf(deps, staff.id, reply, range), {
    title: `资金池流水-${range.dealerId ?? '全部渠道'}`,
    header: FUND_POOL_HEADER,
    readPage: (after, limit) => listFundPoolAfter(deps.db, range, after?.id ?? 0, limit),
    cells: (row) => [
      String(row.id),
      time(row.createdAt),
      row.dealerId,
      FUND_POOL_KIND_TEXT[row.kind],
      formatYuan(row.amountFen),
      formatYuan(row.balanceAfterFen),
      row.recordNumber,
      row.kind === 'top_up' ? (row.staffName ?? row.workNo) : row.workNo,
      row.note,
    ],
    audit: { action: 'fund_pool_export', subjectType: 'dealer', subjectId: range.dealerId ?? '*' },
  });
}

/** CONSOLE_OPENINGS_EXPORT: the card openings of one dealer or all of a range of days, numbers masked, audit-logged. */
export async function exportOpenings(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_OPENINGS_EXPORT'>,
  reply: FastifyReply,
): Promise<BinaryReply> {
  const range = await readDealerRange(deps, input);
  return streamCsvExport<OpeningExportRow>(exportRequestOf(deps, staff.id, reply, range), {
    title: `渠道开户-${range.dealerId ?? '全部渠道'}`,
    header: OPENINGS_HEADER,
    readPage: (after, limit) => listOpeningsAfter(deps.db, range, after?.uimId ?? '', limit),
    cells: (row) => [
      row.recordNumber,
      row.dealerId,
      row.workNo,
      maskPhone(row.phone),
      row.offerName,
      formatYuan(row.sumFeeFen),
      OPENING_STATE_TEXT[openingStateOf(row)],
      time(row.createdAt),
      time(row.reviewedAt),
    ],
    audit: { action: 'openings_export', subjectType: 'dealer', subjectId: range.dealerId ?? '*' },
  });
}
