import { describe, expect, it } from 'vitest';
import { formatDateTitle, formatMonthTitle, monthBefore } from './china-calendar.ts';

describe('month and date titles', () => {
  it('writes months and dates as the hall says them, and as printed forms pad them', () => {
    expect(formatMonthTitle('202603')).toBe('2026年3月');
    expect(formatMonthTitle('202603', 'padded')).toBe('2026年03月');
    expect(formatDateTitle('2026-01-05')).toBe('2026年1月5日');
    expect(formatDateTitle('2026-01-05', 'padded')).toBe('2026年01月05日');
  });

  it('counts months back from a month without a clock, across the year end', () => {
    expect(monthBefore('202601', 1)).toBe('202512');
    expect(monthBefore('202601', 0)).toBe('202601');
    expect(monthBefore('202611', -2)).toBe('202701');
  });
});
