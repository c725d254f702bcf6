import { describe, expect, it } from 'vitest';
import { findStartOfNextChinaMonth, formatChinaDate } from './china-time.ts';

describe('China time', () => {
  it('dates an instant by its China day (UTC+8)', () => {
    expect(formatChinaDate(new Date('2026-01-31T15:59:59Z'))).toBe('2026-01-31');
    expect(formatChinaDate(new Date('2026-01-31T16:00:00Z'))).toBe('2026-02-01');
  });

  it('starts the next China month at 00:00 China time on its 1st, across the year end', () => {
    expect(findStartOfNextChinaMonth(new Date('2026-01-31T15:59:59Z')).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(findStartOfNextChinaMonth(new Date('2026-01-31T16:00:00Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(findStartOfNextChinaMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});
