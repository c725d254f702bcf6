import { describe, expect, it } from 'vitest';
import type { RatingInput } from './rating.ts';
import { findUsageFeeDays, projectMonth } from './usage-fee-days.ts';

// The days a month's usage fees were incurred on, and the month projected from its days so far:
// both by the rating the usage feed charges with.

const input = (days: RatingInput['days']): RatingInput => ({
  allowances: { dataMb: 1000, directedDataMb: 0, voiceMinutes: 100, smsCount: 10 },
  packs: [],
  voiceFenPerMinute: 15,
  days,
});
const day = (date: string, usage: Partial<RatingInput['days'][number]> = {}) => ({
  day: date,
  generalMb: 0,
  directedMb: 0,
  voiceMinutes: 0,
  smsCount: 0,
  ...usage,
});

describe('findUsageFeeDays', () => {
  it('names the days each fee grew on, in order, whatever order the days come in', () => {
    const found = findUsageFeeDays(
      input([
        day('2026-11-06', { generalMb: 200, smsCount: 1 }),
        day('2026-11-01', { generalMb: 1000, voiceMinutes: 100, smsCount: 10 }),
        day('2026-11-05', { generalMb: 300, voiceMinutes: 2 }),
        day('2026-11-07', { generalMb: 0 }),
      ]),
    );
    // The package covers the 1st; a daily pack each on the 5th and 6th; minutes over on the 5th, a message on the 6th.
    expect(found).toEqual({ data: ['2026-11-05', '2026-11-06'], voice: ['2026-11-05'], sms: ['2026-11-06'] });
  });

  it('finds none within the package', () => {
    expect(findUsageFeeDays(input([day('2026-11-01', { generalMb: 999, voiceMinutes: 100, smsCount: 10 })]))).toEqual({ data: [], voice: [], sms: [] });
  });
});

describe('projectMonth', () => {
  it('rates the days left at the average of the days so far, days without usage counting as none', () => {
    // Ten days have passed with 20 minutes in all: 2 a day, 20 more days make 60 minutes, inside the package.
    const within = projectMonth(input([day('2026-11-03', { voiceMinutes: 20 })]), { firstDay: '2026-11-01', today: '2026-11-10', lastDay: '2026-11-30' });
    expect(within.fen.voice).toBe(0);
    // 100 minutes in ten days: 10 a day for 20 days goes 200 minutes beyond the package.
    const beyond = projectMonth(input([day('2026-11-01', { voiceMinutes: 100 })]), { firstDay: '2026-11-01', today: '2026-11-10', lastDay: '2026-11-30' });
    expect(beyond.fen.voice).toBe(200 * 15);
  });

  it('averages over the days since the number joined, and leaves nothing to project on the last day', () => {
    const joined = projectMonth(input([day('2026-11-21', { smsCount: 10 })]), { firstDay: '2026-11-21', today: '2026-11-25', lastDay: '2026-11-30' });
    // 10 messages in five days: 2 a day for five more days, 10 beyond the package.
    expect(joined.fen.sms).toBe(10 * 10);
    const lastDay = projectMonth(input([day('2026-11-30', { smsCount: 12 })]), { firstDay: '2026-11-01', today: '2026-11-30', lastDay: '2026-11-30' });
    expect(lastDay.fen.sms).toBe(2 * 10);
  });
});
