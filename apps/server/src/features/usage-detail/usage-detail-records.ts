import { chinaMonthBounds, formatChinaDate } from '@hall/contract/china-time';
import { DETAIL_PAGE_SIZE, maskOtherParty, type DetailKind } from '@hall/contract/usage-detail/rules';
import type { DetailPage, DetailRecord } from '@hall/contract/usage-detail/schemas';
import type { Executor } from '../../db/connection.ts';
import { findOwnerSince, ownedFrom } from '../../boss/owner-since.ts';
import { listAllRecords, listRecordsPage, type RecordKind } from './usage-detail.repository.ts';

// A month's records as the detail shows them: calls and messages one by one, the other party
// masked; data sessions added up per China day. The page and the PDF read the same lines, and
// only the current owner's: from the transfer on when the number was transferred this month.

/** The month's bounds, from when the current owner took the number over if that was later. */
async function ownedPeriod(db: Executor, phone: string, month: string): Promise<{ start: Date; end: Date }> {
  const { start, end } = chinaMonthBounds(month);
  return { start: ownedFrom(start, await findOwnerSince(db, phone)), end };
}

export type DetailLine = Omit<DetailRecord, 'key'>;

const KINDS_OF: Record<Exclude<DetailKind, 'data'>, readonly RecordKind[]> = {
  voice: ['voice_out', 'voice_in'],
  sms: ['sms_out', 'sms_in'],
};

interface RecordRow {
  occurredAt: Date;
  kind: RecordKind;
  otherParty: string | null;
  seconds: number | null;
  messageCount: number | null;
}

function toLine(row: RecordRow): DetailLine {
  return {
    kind: row.kind,
    time: row.occurredAt.toISOString(),
    otherParty: row.otherParty === null ? null : maskOtherParty(row.otherParty),
    seconds: row.seconds,
    count: row.messageCount,
    megabytes: null,
    sessions: null,
  };
}

const roundMb = (megabytes: number) => Math.round(megabytes * 100) / 100;

/** The period's data sessions added up per China day, newest day first. */
async function listDataDays(db: Executor, phone: string, period: { start: Date; end: Date }): Promise<DetailLine[]> {
  const sessions = await listAllRecords(db, phone, ['data'], period);
  const days = new Map<string, { sessions: number; megabytes: number }>();
  for (const session of sessions) {
    const day = formatChinaDate(session.occurredAt);
    const sum = days.get(day) ?? { sessions: 0, megabytes: 0 };
    sum.sessions += 1;
    sum.megabytes += session.megabytes ?? 0;
    days.set(day, sum);
  }
  return [...days.entries()].map(([day, sum]) => ({
    kind: 'data',
    time: day,
    otherParty: null,
    seconds: null,
    count: null,
    megabytes: roundMb(sum.megabytes),
    sessions: sum.sessions,
  }));
}

/** One page of a month's calls, messages or data days of the number. */
export async function readDetailPage(db: Executor, phone: string, month: string, kind: DetailKind, page: number): Promise<DetailPage> {
  const offset = (page - 1) * DETAIL_PAGE_SIZE;
  const keyed = (lines: DetailLine[]) => lines.map((line, index) => ({ key: `${month}-${kind}-${offset + index}`, ...line }));
  const period = await ownedPeriod(db, phone, month);
  if (kind === 'data') {
    const days = await listDataDays(db, phone, period);
    return { month, kind, list: keyed(days.slice(offset, offset + DETAIL_PAGE_SIZE)), total: days.length, page, pageSize: DETAIL_PAGE_SIZE };
  }
  const { rows, total } = await listRecordsPage(db, phone, KINDS_OF[kind], period, { offset, limit: DETAIL_PAGE_SIZE });
  return { month, kind, list: keyed(rows.map(toLine)), total, page, pageSize: DETAIL_PAGE_SIZE };
}

/** The whole month of the number, for its PDF. */
export async function readDetailMonth(db: Executor, phone: string, month: string) {
  const period = await ownedPeriod(db, phone, month);
  const [calls, messages, dataDays] = await Promise.all([
    listAllRecords(db, phone, KINDS_OF.voice, period),
    listAllRecords(db, phone, KINDS_OF.sms, period),
    listDataDays(db, phone, period),
  ]);
  return { calls: calls.map(toLine), messages: messages.map(toLine), dataDays };
}
