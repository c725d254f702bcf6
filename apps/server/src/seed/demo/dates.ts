import { chinaMonthIndex, DAY_MS, findStartOfChinaMonth, formatChinaDate, shiftChinaMonths, startOfChinaDate } from '@hall/contract/china-time';

// Dates of the demo rows, all counted back from the injected clock, so a seed with a fixed clock
// is repeatable, on the China calendar of @hall/contract/china-time.

export { DAY_MS };

/**
 * This moment `months` months back in China time (on the month's last day when that month is
 * shorter), so its China month is exactly that many months before this one, as bills count.
 */
export function findMonthsAgo(now: Date, months: number): Date {
  return shiftChinaMonths(now, -months);
}

/** `days` China days back at `hour`:00 China time (publication dates). */
export function findDaysAgo(now: Date, days: number, hour = 10): Date {
  const day = startOfChinaDate(formatChinaDate(new Date(now.getTime() - days * DAY_MS)));
  return new Date(day.getTime() + hour * 3600_000);
}

/** Exactly `days` times 24 hours before `now` (negative: after it). */
export function findDaysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Early in the current month (China time), never in the future: for things bought this month. */
export function findEarlyThisMonth(now: Date): Date {
  const monthStart = findStartOfChinaMonth(now).getTime();
  return new Date(Math.max(monthStart, Math.min(now.getTime() - 60_000, monthStart + 10 * 3600 * 1000)));
}

/** Months from a date's month to `now`'s month, in China time (0: the same month). */
export function countMonthsBetween(date: Date, now: Date): number {
  return Math.max(0, chinaMonthIndex(now) - chinaMonthIndex(date));
}
