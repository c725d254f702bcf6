import { and, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { usageDays, usageDetailMails, usageDetailUnlocks, usageRecords } from '../../db/schema.ts';

// The detail's SQL: a number's days (the chart), its records of a period (the detail and the PDF),
// the unlock of a session and number, and the PDF requests. Every query is keyed by the number.

/** The number's usage days from `firstDay` to `lastDay` (YYYY-MM-DD, China days), oldest first. */
export async function listUsageDays(db: Executor, phone: string, firstDay: string, lastDay: string) {
  return db
    .select({
      day: usageDays.day,
      generalMb: usageDays.generalMb,
      directedMb: usageDays.directedMb,
      voiceMinutes: usageDays.voiceMinutes,
      smsCount: usageDays.smsCount,
    })
    .from(usageDays)
    .where(and(eq(usageDays.phone, phone), gte(usageDays.day, firstDay), lte(usageDays.day, lastDay)))
    .orderBy(usageDays.day);
}

export type RecordKind = 'voice_out' | 'voice_in' | 'sms_out' | 'sms_in' | 'data';

const inPeriod = (phone: string, kinds: readonly RecordKind[], start: Date, end: Date) =>
  and(eq(usageRecords.phone, phone), inArray(usageRecords.kind, [...kinds]), gte(usageRecords.occurredAt, start), lt(usageRecords.occurredAt, end));

/** A page of the number's records of some kinds in [start, end), newest first, and how many there are. */
export async function listRecordsPage(
  db: Executor,
  phone: string,
  kinds: readonly RecordKind[],
  period: { start: Date; end: Date },
  page: { offset: number; limit: number },
) {
  const where = inPeriod(phone, kinds, period.start, period.end);
  const [rows, totals] = await Promise.all([
    db
      .select({
        occurredAt: usageRecords.occurredAt,
        kind: usageRecords.kind,
        otherParty: usageRecords.otherParty,
        seconds: usageRecords.seconds,
        messageCount: usageRecords.messageCount,
      })
      .from(usageRecords)
      .where(where)
      .orderBy(desc(usageRecords.occurredAt), desc(usageRecords.eventId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(usageRecords).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** Every record of the number of some kinds in [start, end), newest first (the PDF, the data days). */
export async function listAllRecords(db: Executor, phone: string, kinds: readonly RecordKind[], period: { start: Date; end: Date }) {
  return db
    .select({
      occurredAt: usageRecords.occurredAt,
      kind: usageRecords.kind,
      otherParty: usageRecords.otherParty,
      seconds: usageRecords.seconds,
      messageCount: usageRecords.messageCount,
      megabytes: usageRecords.megabytes,
    })
    .from(usageRecords)
    .where(inPeriod(phone, kinds, period.start, period.end))
    .orderBy(desc(usageRecords.occurredAt), desc(usageRecords.eventId));
}

/** Until when the detail is open for a session and number, or null when it is closed at `now`. */
export async function findUnlock(db: Executor, sessionTokenHash: string, phone: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ unlockedUntil: usageDetailUnlocks.unlockedUntil })
    .from(usageDetailUnlocks)
    .where(and(eq(usageDetailUnlocks.sessionTokenHash, sessionTokenHash), eq(usageDetailUnlocks.phone, phone), gt(usageDetailUnlocks.unlockedUntil, now)));
  return row?.unlockedUntil ?? null;
}

/** Opens (or extends) the detail for a session and number, and forgets the number's ended unlocks. */
export async function saveUnlock(db: Executor, sessionTokenHash: string, phone: string, unlockedUntil: Date, now: Date): Promise<void> {
  await db.delete(usageDetailUnlocks).where(and(eq(usageDetailUnlocks.phone, phone), lte(usageDetailUnlocks.unlockedUntil, now)));
  await db
    .insert(usageDetailUnlocks)
    .values({ sessionTokenHash, phone, unlockedUntil })
    .onConflictDoUpdate({ target: [usageDetailUnlocks.sessionTokenHash, usageDetailUnlocks.phone], set: { unlockedUntil: sql`excluded.unlocked_until` } });
}

/** The PDF request of a number with a page's request id (the first one, when it was repeated). */
export async function findMailRequest(db: Executor, phone: string, requestId: string) {
  const [row] = await db
    .select()
    .from(usageDetailMails)
    .where(and(eq(usageDetailMails.phone, phone), eq(usageDetailMails.requestId, requestId)));
  return row ?? null;
}
