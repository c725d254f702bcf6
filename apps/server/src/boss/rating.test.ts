import { describe, expect, it } from 'vitest';
import { rateMonth, type BoughtPack, type DayUsage } from './rating.ts';

const allowances = { dataMb: 10_240, directedDataMb: 0, voiceMinutes: 100, smsCount: 50 };

function day(date: string, usage: Partial<Omit<DayUsage, 'day'>>): DayUsage {
  return { day: date, generalMb: 0, directedMb: 0, voiceMinutes: 0, smsCount: 0, ...usage };
}

function rate(days: DayUsage[], packs: BoughtPack[] = [], voiceFenPerMinute = 15) {
  return rateMonth({ allowances, packs, voiceFenPerMinute, days });
}

describe('rating a month', () => {
  it('charges nothing within the package and reports the allowances used', () => {
    const rating = rate([day('2026-11-01', { generalMb: 4000, voiceMinutes: 30, smsCount: 5 }), day('2026-11-02', { generalMb: 1120 })]);
    expect(rating.fen).toEqual({ data: 0, voice: 0, sms: 0 });
    expect(rating.general).toEqual({ used: 5120, total: 10_240, percentage: 50 });
    expect(rating.voice).toEqual({ used: 30, total: 100, percentage: 30 });
    expect(rating.sms).toEqual({ used: 5, total: 50, percentage: 10 });
    expect(rating.dayPackCount).toBe(0);
  });

  it('orders one daily pack when a day goes 1 MB over, and the used-up allowance reads 100', () => {
    const rating = rate([day('2026-11-01', { generalMb: 10_241 })]);
    expect(rating.dayPackCount).toBe(1);
    expect(rating.fen.data).toBe(100);
    expect(rating.general.percentage).toBe(100);
    expect(rating.dayPackUsedMb).toBe(1);
  });

  it('orders three daily packs for 1200 MB over in one day', () => {
    const rating = rate([day('2026-11-01', { generalMb: 10_240 + 1200 })]);
    expect(rating.dayPackCount).toBe(3);
    expect(rating.fen.data).toBe(300);
    expect(rating.overageMb).toBe(0);
  });

  it('lets a daily pack lapse at midnight: what was left does not serve the next day', () => {
    const rating = rate([day('2026-11-01', { generalMb: 10_240 + 100 }), day('2026-11-02', { generalMb: 100 })]);
    expect(rating.dayPackCount).toBe(2);
    expect(rating.fen.data).toBe(200);
    expect(rating.dayPackUsedMb).toBe(200);
  });

  it('stops ordering daily packs once the month reaches 200 GB, mid-day, and charges the rest 25 fen per MB', () => {
    // Day 1: 139 760 MB beyond the package takes 280 daily packs (the last one's 240 MB lapse).
    // Day 2 starts at 150 000 MB: the 110th pack is ordered at 204 500 MB, below the cap, and serves
    // its 500 MB in full (205 000 MB); the day's last 1000 MB are overage.
    const rating = rate([day('2026-11-01', { generalMb: 150_000 }), day('2026-11-02', { generalMb: 56_000 })]);
    expect(rating).toMatchObject({ dayPackCount: 280 + 110, dayPackUsedMb: 139_760 + 55_000, overageMb: 1000 });
    expect(rating.fen.data).toBe(390 * 100 + 1000 * 25);
  });

  it('charges every MB beyond 200 GB as overage on later days, with no daily pack', () => {
    const rating = rate([day('2026-11-01', { generalMb: 204_800 }), day('2026-11-02', { generalMb: 10 })]);
    expect(rating.overageMb).toBe(10);
    // 194 560 MB beyond the package: 390 packs, the last ordered at 204 740 MB, below the cap.
    expect(rating.dayPackCount).toBe(390);
    expect(rating.fen.data).toBe(39_000 + 250);
  });

  it('charges messages beyond the package 0.1 yuan each', () => {
    const rating = rate([day('2026-11-01', { smsCount: 48 }), day('2026-11-02', { smsCount: 5 })]);
    expect(rating.smsOverCount).toBe(3);
    expect(rating.fen.sms).toBe(30);
    expect(rating.sms).toEqual({ used: 50, total: 50, percentage: 100 });
  });

  it('charges minutes beyond the package at the package tariff', () => {
    const rating = rate([day('2026-11-01', { voiceMinutes: 112 })], [], 19);
    expect(rating.voiceOverMinutes).toBe(12);
    expect(rating.fen.voice).toBe(228);
  });

  it('takes a pack bought mid-month from its day on, before any daily pack', () => {
    const pack: BoughtPack = { title: '2GB月包', feeFen: 2000, megabytes: 2048, firstDay: '2026-11-10', lastDay: '2026-11-30' };
    const rating = rate(
      [
        day('2026-11-01', { generalMb: 10_240 }),
        day('2026-11-05', { generalMb: 600 }),
        day('2026-11-10', { generalMb: 2000 }),
        day('2026-11-11', { generalMb: 100 }),
      ],
      [pack],
    );
    // 11-05: two daily packs; 11-10: 2000 MB from the pack; 11-11: 48 MB of the pack, then one daily pack.
    expect(rating.packs[0]?.usedMb).toBe(2048);
    expect(rating.dayPackCount).toBe(3);
    expect(rating.fen.data).toBe(300);
  });

  it('serves directed data from its own allowance and the excess from general data', () => {
    const rating = rateMonth({
      allowances: { ...allowances, directedDataMb: 2048 },
      packs: [],
      voiceFenPerMinute: 15,
      days: [day('2026-11-01', { directedMb: 3000, generalMb: 100 })],
    });
    expect(rating.directed).toEqual({ used: 2048, total: 2048, percentage: 100 });
    expect(rating.general.used).toBe(952 + 100);
  });
});
