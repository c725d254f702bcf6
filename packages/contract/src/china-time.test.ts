import { describe, expect, it } from 'vitest';
import {
  chinaDayOfMonth,
  chinaDaysBetween,
  chinaHour,
  chinaMonthBounds,
  chinaMonthIndex,
  findStartOfChinaDay,
  findStartOfChinaMonth,
  findStartOfNextChinaMonth,
  formatChinaDate,
  formatChinaDateTime,
  formatChinaMonth,
  formatChinaRfc3339,
  isChinaDate,
  parseChinaDateTime,
  shiftChinaDate,
  shiftChinaMonths,
  startOfChinaDate,
} from './china-time.ts';

// The operator's calendar is China's (UTC+8) whatever the zone of the machine: each case sits on
// a boundary where the UTC date and the China date differ.

describe('China time', () => {
  it('dates an instant by its China day (UTC+8)', () => {
    expect(formatChinaDate(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01-31');
    expect(formatChinaDate(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02-01');
  });

  it('names the China month, and the months before it across the year end', () => {
    expect(formatChinaMonth(new Date('2026-12-31T16:00:00Z'))).toBe('202701');
    expect(formatChinaMonth(new Date('2026-12-31T15:59:59Z'))).toBe('202612');
    expect(formatChinaMonth(new Date('2027-01-10T00:00:00Z'), 1)).toBe('202612');
    expect(formatChinaMonth(new Date('2027-01-10T00:00:00Z'), 13)).toBe('202512');
    expect(chinaMonthIndex(new Date('2027-01-10T00:00:00Z')) - chinaMonthIndex(new Date('2026-12-31T15:00:00Z'))).toBe(1);
  });

  it('shows a moment on the China clock, to the second or the minute, and as RFC 3339 with +08:00', () => {
    const instant = new Date('2026-03-07T22:05:09Z');
    expect(formatChinaDateTime(instant)).toBe('2026-03-08 06:05:09');
    expect(formatChinaDateTime(instant, 'minute')).toBe('2026-03-08 06:05');
    expect(formatChinaRfc3339(instant)).toBe('2026-03-08T06:05:09+08:00');
    expect(chinaHour(instant)).toBe(6);
    expect(chinaDayOfMonth(instant)).toBe(8);
  });

  it('reads a typed China wall-clock time back to the same instant, and refuses what is not one', () => {
    expect(parseChinaDateTime('2026-03-08T06:05')?.toISOString()).toBe('2026-03-07T22:05:00.000Z');
    expect(parseChinaDateTime('2026-03-08 06:05:09')?.toISOString()).toBe('2026-03-07T22:05:09.000Z');
    expect(parseChinaDateTime('2026-03-08')).toBeNull();
    expect(parseChinaDateTime('2026-13-45T06:05')).toBeNull();
    const instant = new Date('2026-06-30T17:30:00Z');
    expect(parseChinaDateTime(formatChinaDateTime(instant))?.getTime()).toBe(instant.getTime());
  });

  it('starts China days and months at 00:00 China time', () => {
    expect(startOfChinaDate('2026-02-01').toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(findStartOfChinaDay(new Date('2026-01-31T16:30:00Z')).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(findStartOfChinaDay(new Date('2026-01-31T15:30:00Z')).toISOString()).toBe('2026-01-30T16:00:00.000Z');
    expect(findStartOfChinaMonth(new Date('2026-01-31T16:30:00Z')).toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });

  it('starts the next China month at 00:00 China time on its 1st, across the year end', () => {
    expect(findStartOfNextChinaMonth(new Date('2026-01-31T15:59:59Z')).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(findStartOfNextChinaMonth(new Date('2026-01-31T16:00:00Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(findStartOfNextChinaMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('bounds a YYYYMM month and counts its days, February of a leap year included', () => {
    expect(chinaMonthBounds('202802')).toEqual({ start: new Date('2028-01-31T16:00:00Z'), end: new Date('2028-02-29T16:00:00Z'), days: 29 });
  });

  it('moves whole China months, keeping the clock time and stopping at a shorter month\u2019s last day', () => {
    // 2026-03-31 10:00 China time, one month back: February has 28 days.
    expect(shiftChinaMonths(new Date('2026-03-31T02:00:00Z'), -1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    // 2026-01-01 07:00 China time is still 2025-12-31 UTC: back 1 month is 2025-12-01 China time.
    expect(formatChinaDate(shiftChinaMonths(new Date('2025-12-31T23:00:00Z'), -1))).toBe('2025-12-01');
    expect(formatChinaMonth(shiftChinaMonths(new Date('2026-11-30T20:00:00Z'), 2))).toBe('202702');
  });

  it('knows a China date that exists, moves China dates by days and counts the days between, across month and year ends', () => {
    expect(isChinaDate('2028-02-29')).toBe(true);
    expect(isChinaDate('2026-02-29')).toBe(false);
    expect(isChinaDate('2026-13-01')).toBe(false);
    expect(isChinaDate('2026-1-01')).toBe(false);
    expect(shiftChinaDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftChinaDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(chinaDaysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(chinaDaysBetween('2026-12-04', '2026-12-04')).toBe(0);
    expect(chinaDaysBetween('2026-12-05', '2026-12-04')).toBe(-1);
  });
});
