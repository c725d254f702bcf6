import { Readable } from 'node:stream';
import { shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { ExportMessage, isExportRange } from '@hall/contract/export-range';
import type { FastifyReply } from 'fastify';
import { invalid } from './api-error.ts';
import { writeCsvRow } from './csv.ts';
import type { BinaryReply } from './operations.ts';

// The console's CSV exports (commission, refunds, debts, the billing run, openings, review
// decisions, fund-pool statements) share one way to stream: the range of China days is checked,
// the export is written to the audit log, then rows are read a keyset page at a time and written
// as they come, so a year of rows never sits in memory. Every cell goes through the formula guard.

/** Rows read per query while streaming. */
export const EXPORT_PAGE_ROWS = 500;

/** A UTF-8 byte order mark, so a spreadsheet reads the Chinese headers as UTF-8. */
const BOM = '\uFEFF';

/** The China days asked for, and the instants they cover: start included, end excluded. */
export interface ExportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The range of an export's request; refused unless both are days, in order, within EXPORT_DAYS_MAX days. */
export function readExportRange(input: { from: string; to: string }): ExportRange {
  const { from, to } = input;
  if (!isExportRange(from, to)) {
    throw invalid(ExportMessage.RANGE_INVALID);
  }
  return { from, to, start: startOfChinaDate(from), end: startOfChinaDate(shiftChinaDate(to, 1)) };
}

export interface CsvExport<Row> {
  /** The file's name before its days: `退款-待退款` becomes `退款-待退款-20260101-20260131.csv`. */
  title: string;
  header: readonly string[];
  /**
   * The rows after `after` (null: from the first), at most `limit`, in the keyset order `after`
   * continues; fewer than `limit` ends the file.
   */
  readPage: (after: Row | null, limit: number) => Promise<readonly Row[]>;
  cells: (row: Row) => readonly string[];
  /** The export's audit entry: its action, what it was of, and the filters besides the days. */
  audit: { action: string; subjectType: string; subjectId: string; filters?: Record<string, unknown> };
}

/** Who asks, when, and the audit log's writer (domain's insertAuditEntry, which platform does not import). */
export interface ExportRequest {
  reply: FastifyReply;
  range: ExportRange;
  staffId: number;
  now: Date;
  writeAudit: (entry: {
    staffId: number;
    createdAt: Date;
    action: string;
    subjectType: string;
    subjectId: string;
    detail: Record<string, unknown>;
  }) => Promise<void>;
}

async function* csvLines<Row>(file: CsvExport<Row>): AsyncGenerator<string> {
  yield BOM + writeCsvRow(file.header);
  let after: Row | null = null;
  for (;;) {
    const rows = await file.readPage(after, EXPORT_PAGE_ROWS);
    for (const row of rows) {
      yield writeCsvRow(file.cells(row));
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < EXPORT_PAGE_ROWS) {
      return;
    }
    after = last;
  }
}

/** Records the export in the audit log, names the file (RFC 5987, for its Chinese name) and answers its rows as a stream. */
export async function streamCsvExport<Row>(request: ExportRequest, file: CsvExport<Row>): Promise<BinaryReply> {
  const { reply, range } = request;
  const { action, subjectType, subjectId, filters } = file.audit;
  await request.writeAudit({
    staffId: request.staffId,
    createdAt: request.now,
    action,
    subjectType,
    subjectId,
    detail: { from: range.from, to: range.to, ...filters },
  });
  const fileName = `${file.title}-${range.from.replaceAll('-', '')}-${range.to.replaceAll('-', '')}.csv`;
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  return { contentType: 'text/csv; charset=utf-8', body: Readable.from(csvLines(file)) };
}
