// The operator's days are China days (UTC+8, no daylight saving), whatever the server's time zone.

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** YYYY-MM-DD of the China day that contains this instant. */
export function formatChinaDate(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYYMM of the China month that contains this instant, or of the month `monthsBack` before it. */
export function formatChinaMonth(time: Date, monthsBack = 0): string {
  const china = new Date(time.getTime() + CHINA_OFFSET_MS);
  const index = china.getUTCFullYear() * 12 + china.getUTCMonth() - monthsBack;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The instant the China day containing `now` began. */
export function findStartOfChinaDay(now: Date): Date {
  const shifted = now.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - CHINA_OFFSET_MS);
}

/** The instant the China month after the one containing `now` begins (its 1st, 00:00 China time). */
export function findStartOfNextChinaMonth(now: Date): Date {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + 1, 1) - CHINA_OFFSET_MS);
}

/** The China-time bounds of a YYYYMM month: its 1st at 00:00 and the next month's 1st, and its length in days. */
export function chinaMonthBounds(month: string): { start: Date; end: Date; days: number } {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(4, 6)) - 1;
  const start = new Date(Date.UTC(year, monthIndex, 1) - CHINA_OFFSET_MS);
  const end = new Date(Date.UTC(year, monthIndex + 1, 1) - CHINA_OFFSET_MS);
  return { start, end, days: new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate() };
}
