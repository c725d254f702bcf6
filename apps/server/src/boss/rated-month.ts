// A number's month rated from what the database holds: its package, the packs bought in the month,
// the data gifts given and received in it, and its usage days. The usage feed charges by it; the usage page shows it.
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import { GiftTitle } from '@hall/contract/gift/rules';
import type { Executor } from '../db/connection.ts';
import { gifts, packages, packageTariffs, usageDays, usageItems } from '../db/schema.ts';
import { chinaMonthBounds, formatChinaDate } from '@hall/contract/china-time';
import { rateMonth, type DayUsage, type MonthRating, type RatingInput } from './rating.ts';
import type { UsageEvent } from './usage-boss.ts';

const STANDARD_VOICE_FEN_PER_MINUTE = 15;

/** The instants a YYYYMM China month starts and ends, and its first day and the next month's. */
export function monthBounds(month: string): { start: Date; end: Date; firstDay: string; nextFirstDay: string } {
  const { start, end } = chinaMonthBounds(month);
  return { start, end, firstDay: formatChinaDate(start), nextFirstDay: formatChinaDate(end) };
}

export interface RatedMonth {
  packageName: string;
  packageFeeFen: number;
  rating: MonthRating;
}

/** Rates a number's month so far from its package, the packs bought in the month and its days. */
export async function rateNumberMonth(executor: Executor, phone: string, packageId: string, month: string): Promise<RatedMonth> {
  const { input, packageName, packageFeeFen } = await readRatingInput(executor, phone, packageId, month);
  return { packageName, packageFeeFen, rating: rateMonth(input) };
}

/** What rateNumberMonth rates: the package's allowances less data given, the packs bought and received, the usage days. */
export async function readRatingInput(
  executor: Executor,
  phone: string,
  packageId: string,
  month: string,
): Promise<{ input: RatingInput; packageName: string; packageFeeFen: number }> {
  const bounds = monthBounds(month);
  // One after another: the executor may be a transaction, whose one connection takes one query at a time.
  const packageRows = await executor.select().from(packages).where(eq(packages.id, packageId));
  const tariffRows = await executor
    .select({ fenPerMinute: packageTariffs.voiceOutFenPerMinute })
    .from(packageTariffs)
    .where(eq(packageTariffs.packageId, packageId));
  const packRows = await executor
    .select()
    .from(usageItems)
    .where(and(eq(usageItems.phone, phone), eq(usageItems.usageKind, 'data'), gte(usageItems.createdAt, bounds.start), lt(usageItems.createdAt, bounds.end)))
    // Packs valid to the same day are drawn in the order they were bought, whatever order the rows come back in.
    .orderBy(asc(usageItems.createdAt), asc(usageItems.id));
  const dayRows = await executor
    .select()
    .from(usageDays)
    .where(and(eq(usageDays.phone, phone), gte(usageDays.day, bounds.firstDay), lt(usageDays.day, bounds.nextFirstDay)));
  const giftRows = await executor
    .select({ giverPhone: gifts.giverPhone, amount: gifts.amount, createdAt: gifts.createdAt })
    .from(gifts)
    .where(
      and(
        eq(gifts.kind, 'data'),
        or(eq(gifts.giverPhone, phone), eq(gifts.receiverPhone, phone)),
        gte(gifts.createdAt, bounds.start),
        lt(gifts.createdAt, bounds.end),
      ),
    )
    .orderBy(asc(gifts.createdAt), asc(gifts.id));
  const pack = packageRows[0];
  const lastDayOfMonth = formatChinaDate(new Date(bounds.end.getTime() - 1));
  // Data given leaves the package's general data of the month; data received serves the receiver
  // from the gift's day to the month's end, like a month pack bought that day.
  const givenMb = giftRows.filter((gift) => gift.giverPhone === phone).reduce((sum, gift) => sum + gift.amount, 0);
  const receivedPacks = giftRows
    .filter((gift) => gift.giverPhone !== phone)
    .map((gift) => ({
      title: GiftTitle.dataReceived(gift.giverPhone),
      feeFen: 0,
      megabytes: gift.amount,
      firstDay: formatChinaDate(gift.createdAt),
      lastDay: lastDayOfMonth,
    }));
  const input: RatingInput = {
    allowances: {
      dataMb: Math.max(0, (pack?.dataMb ?? 0) - givenMb),
      directedDataMb: pack?.directedDataMb ?? 0,
      voiceMinutes: pack?.voiceMinutes ?? 0,
      smsCount: pack?.smsCount ?? 0,
    },
    packs: [
      ...packRows.map((row) => ({
        title: row.title,
        feeFen: row.feeFen,
        megabytes: row.totalAmount,
        firstDay: formatChinaDate(row.createdAt),
        lastDay: row.validUntil ? formatChinaDate(row.validUntil) : lastDayOfMonth,
      })),
      ...receivedPacks,
    ],
    voiceFenPerMinute: tariffRows[0]?.fenPerMinute ?? STANDARD_VOICE_FEN_PER_MINUTE,
    days: dayRows.map((row): DayUsage => ({
      day: row.day,
      generalMb: row.generalMb,
      directedMb: row.directedMb,
      voiceMinutes: row.voiceMinutes,
      smsCount: row.smsCount,
    })),
  };
  return { input, packageName: pack?.name ?? '', packageFeeFen: pack?.monthlyFeeFen ?? 0 };
}

/**
 * What events add to their days: data rounded up to whole MB per session, outgoing calls rounded up
 * to whole minutes per call, messages sent. Incoming calls and messages are free and only recorded.
 */
export function addUpDays(events: UsageEvent[]): Map<string, Omit<DayUsage, 'day'>> {
  const days = new Map<string, Omit<DayUsage, 'day'>>();
  for (const event of events) {
    const key = formatChinaDate(event.occurredAt);
    const day = days.get(key) ?? { generalMb: 0, directedMb: 0, voiceMinutes: 0, smsCount: 0 };
    if (event.kind === 'data') {
      const megabytes = Math.ceil(event.megabytes);
      if (event.pool === 'directed') {
        day.directedMb += megabytes;
      } else {
        day.generalMb += megabytes;
      }
    } else if (event.kind === 'voice_out') {
      day.voiceMinutes += Math.ceil(event.seconds / 60);
    } else if (event.kind === 'sms_out') {
      day.smsCount += event.count;
    }
    days.set(key, day);
  }
  return days;
}
