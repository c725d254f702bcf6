import { describe, expect, it } from 'vitest';
import { chinaMonthBounds } from '@hall/contract/china-time';
import { closedMonthFee, monthToClose } from './built-in-monthly-run.ts';

const china = (time: string) => new Date(`${time}+08:00`);
const longAgo = china('2024-01-01T00:00:00');

describe('the fee of a closed month', () => {
  it('bounds a month by China midnights', () => {
    expect(chinaMonthBounds('202602')).toEqual({ start: china('2026-02-01T00:00:00'), end: china('2026-03-01T00:00:00'), days: 28 });
    expect(monthToClose(china('2026-03-01T00:00:30'))).toBe('202602');
    expect(monthToClose(china('2026-02-28T23:59:59'))).toBe('202601');
  });

  it('charges the whole fee for a whole month, nothing for a first month that is free', () => {
    expect(closedMonthFee('202602', { joinedAt: longAgo, cancelledAt: null, monthlyFeeFen: 1900, isFirstMonthFree: true })).toBe(1900);
    expect(closedMonthFee('202602', { joinedAt: china('2026-02-27T23:00:00'), cancelledAt: null, monthlyFeeFen: 1900, isFirstMonthFree: true })).toBe(0);
  });

  it('prorates by live China days, the joining and the cancellation day included, rounded half up to the fen', () => {
    // Joined on the 15th of a 28-day month: 14 days.
    expect(closedMonthFee('202602', { joinedAt: china('2026-02-15T09:00:00'), cancelledAt: null, monthlyFeeFen: 1900, isFirstMonthFree: false })).toBe(950);
    // Cancelled on the 10th of a 30-day month (23:30 China time is still the 10th): 10 days.
    expect(closedMonthFee('202604', { joinedAt: longAgo, cancelledAt: china('2026-04-10T23:30:00'), monthlyFeeFen: 1000, isFirstMonthFree: true })).toBe(333);
    // 3 fen × 5 / 30 = 0.5 fen → 1 fen.
    expect(closedMonthFee('202604', { joinedAt: longAgo, cancelledAt: china('2026-04-05T08:00:00'), monthlyFeeFen: 3, isFirstMonthFree: false })).toBe(1);
    // Cancelled after the month: the whole month.
    expect(closedMonthFee('202604', { joinedAt: longAgo, cancelledAt: china('2026-05-02T08:00:00'), monthlyFeeFen: 1000, isFirstMonthFree: false })).toBe(1000);
  });
});
