// Dates of the demo rows, all counted back from the injected clock, so a seed with a fixed clock
// is repeatable. China-month arithmetic comes from platform/china-time.ts where it exists.

const CHINA_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 24 * 3600 * 1000;

/**
 * This moment `months` months back in China time (on the month's last day when that month is
 * shorter), so its China month is exactly that many months before this one, as bills count.
 */
export function findMonthsAgo(now: Date, months: number): Date {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  const day = china.getUTCDate();
  china.setUTCDate(1);
  china.setUTCMonth(china.getUTCMonth() - months);
  china.setUTCDate(Math.min(day, new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + 1, 0)).getUTCDate()));
  return new Date(china.getTime() - CHINA_OFFSET_MS);
}

/** `days` calendar days back at `hour`:00 on the server's own clock face (publication dates). */
export function findDaysAgo(now: Date, days: number, hour = 10): Date {
  const date = new Date(now.getTime());
  date.setDate(date.getDate() - days);
  date.setHours(hour, 0, 0, 0);
  return date;
}

/** Exactly `days` times 24 hours before `now` (negative: after it). */
export function findDaysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Early in the current month (China time), never in the future: for things bought this month. */
export function findEarlyThisMonth(now: Date): Date {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  const monthStart = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - CHINA_OFFSET_MS;
  return new Date(Math.max(monthStart, Math.min(now.getTime() - 60_000, monthStart + 10 * 3600 * 1000)));
}

/** Months from a date's month to `now`'s month, in China time (0: the same month). */
export function countMonthsBetween(date: Date, now: Date): number {
  const index = (time: Date) => {
    const china = new Date(time.getTime() + CHINA_OFFSET_MS);
    return china.getUTCFullYear() * 12 + china.getUTCMonth();
  };
  return Math.max(0, index(now) - index(date));
}
