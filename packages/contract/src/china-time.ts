// The operator's days and months are China days (UTC+8, no daylight saving), whatever the time
// zone of the server or the phone. Every date the server stores, bills or shows, and every date
// the web shows, goes through here; lint refuses the zone's name and offset anywhere else.

/** The IANA name, for what takes a zone (a browser context, Intl). */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** The instant's China wall clock, read with the getUTC* methods. */
function chinaClock(instant: Date): Date {
  return new Date(instant.getTime() + CHINA_OFFSET_MS);
}

/** YYYY-MM-DD of the China day that contains this instant. */
export function formatChinaDate(instant: Date): string {
  return chinaClock(instant).toISOString().slice(0, 10);
}

/** YYYYMM of the China month that contains this instant, or of the month `monthsBack` before it. */
export function formatChinaMonth(instant: Date, monthsBack = 0): string {
  const index = chinaMonthIndex(instant) - monthsBack;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** YYYY-MM-DD HH:mm:ss (or HH:mm) on the China clock: how the hall and the console show a moment. */
export function formatChinaDateTime(instant: Date, precision: 'second' | 'minute' = 'second'): string {
  return chinaClock(instant)
    .toISOString()
    .slice(0, precision === 'second' ? 19 : 16)
    .replace('T', ' ');
}

/** RFC 3339 with the China offset, as WeChat Pay writes times: 2026-12-01T10:00:00+08:00. */
export function formatChinaRfc3339(instant: Date): string {
  return `${chinaClock(instant).toISOString().slice(0, 19)}+08:00`;
}

/** 0-23: the hour on the China clock. */
export function chinaHour(instant: Date): number {
  return chinaClock(instant).getUTCHours();
}

/** 1-31: the day of the China month. */
export function chinaDayOfMonth(instant: Date): number {
  return chinaClock(instant).getUTCDate();
}

/** Months since year 0 on the China calendar: months apart is a difference of two. */
export function chinaMonthIndex(instant: Date): number {
  const clock = chinaClock(instant);
  return clock.getUTCFullYear() * 12 + clock.getUTCMonth();
}

/** The instant a China date (YYYY-MM-DD) begins, 00:00 China time. */
export function startOfChinaDate(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** The instant the China day containing `instant` began. */
export function findStartOfChinaDay(instant: Date): Date {
  const shifted = chinaClock(instant).getTime();
  return new Date(shifted - (shifted % DAY_MS) - CHINA_OFFSET_MS);
}

/** The instant the China month containing `instant` began (its 1st, 00:00 China time). */
export function findStartOfChinaMonth(instant: Date): Date {
  const clock = chinaClock(instant);
  return new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

/** The instant the China month after the one containing `instant` begins (its 1st, 00:00 China time). */
export function findStartOfNextChinaMonth(instant: Date): Date {
  const clock = chinaClock(instant);
  return new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + 1, 1) - CHINA_OFFSET_MS);
}

/**
 * The same China clock time `months` months later (earlier when negative), on the month's last
 * day when that month is shorter: its China month is exactly that many months away.
 */
export function shiftChinaMonths(instant: Date, months: number): Date {
  const clock = chinaClock(instant);
  const day = clock.getUTCDate();
  clock.setUTCDate(1);
  clock.setUTCMonth(clock.getUTCMonth() + months);
  clock.setUTCDate(Math.min(day, new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + 1, 0)).getUTCDate()));
  return new Date(clock.getTime() - CHINA_OFFSET_MS);
}

/** The China-time bounds of a YYYYMM month: its 1st at 00:00 and the next month's 1st, and its length in days. */
export function chinaMonthBounds(month: string): { start: Date; end: Date; days: number } {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(4, 6)) - 1;
  const start = new Date(Date.UTC(year, monthIndex, 1) - CHINA_OFFSET_MS);
  const end = new Date(Date.UTC(year, monthIndex + 1, 1) - CHINA_OFFSET_MS);
  return { start, end, days: new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate() };
}

/**
 * The instant of a China wall-clock time typed as YYYY-MM-DD HH:mm[:ss] (or with a T, as an
 * <input type="datetime-local"> gives it), whatever the browser's zone; null when it is not one.
 */
export function parseChinaDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  if (!match) {
    return null;
  }
  const instant = new Date(Date.parse(`${match[1]}T${match[2]}${match[3] ?? ':00'}Z`) - CHINA_OFFSET_MS);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Whether the text is a China date YYYY-MM-DD that exists (2026-02-30 does not). */
export function isChinaDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const start = startOfChinaDate(value);
  return !Number.isNaN(start.getTime()) && formatChinaDate(start) === value;
}

/** The China date (YYYY-MM-DD) `days` days after this one (before it when negative). */
export function shiftChinaDate(date: string, days: number): string {
  return formatChinaDate(new Date(startOfChinaDate(date).getTime() + days * DAY_MS));
}

/** How many China days `to` is after `from` (both YYYY-MM-DD): 0 for the same day, negative when before. */
export function chinaDaysBetween(from: string, to: string): number {
  return Math.round((startOfChinaDate(to).getTime() - startOfChinaDate(from).getTime()) / DAY_MS);
}
