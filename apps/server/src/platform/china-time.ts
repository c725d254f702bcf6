// The operator's days are China days (UTC+8, no daylight saving), whatever the server's time zone.

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** YYYY-MM-DD of the China day that contains this instant. */
export function formatChinaDate(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the China day containing `now` began. */
export function findStartOfChinaDay(now: Date): Date {
  const shifted = now.getTime() + CHINA_OFFSET_MS;
  return new Date(shifted - (shifted % DAY_MS) - CHINA_OFFSET_MS);
}
