import { createHash } from 'node:crypto';
import type { UsageProfile } from '@hall/contract/console-sandbox/rules';
import { SMS_INDUSTRY_CODES } from '@hall/contract/sms-register/rules';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { UsageBoss, UsageEvent } from '../../boss/usage-boss.ts';
import type { Db } from '../../db/connection.ts';
import { sandboxUsageProfiles } from '../../db/schema.ts';
import { findStartOfChinaDay, formatChinaDate, startOfChinaDate } from '@hall/contract/china-time';

const DAY_MS = 24 * 3600 * 1000;
/** A clock moved far ahead generates at most this many days back from yesterday (older days stay empty). */
export const MAX_SIMULATED_DAYS = 62;

interface ProfileShape {
  /** Megabytes of general data per day, low and high. */
  dataMb: [number, number];
  /** Outgoing calls per day, and the most minutes of one. */
  calls: [number, number];
  callMinutesMax: number;
  /** Text messages sent per day. */
  sms: [number, number];
  /** Text messages received per day; about half are marketing from a 1069… number, with an industry category. */
  smsIn: [number, number];
  /** Calls received per day; some come from nuisance callers (NUISANCE_CALLERS). */
  callsIn: [number, number];
}

const PROFILE_SHAPES: Record<UsageProfile, ProfileShape> = {
  light: { dataMb: [30, 300], calls: [0, 2], callMinutesMax: 5, sms: [0, 2], smsIn: [0, 3], callsIn: [0, 2] },
  normal: { dataMb: [300, 1500], calls: [1, 5], callMinutesMax: 10, sms: [0, 4], smsIn: [1, 5], callsIn: [1, 4] },
  heavy: { dataMb: [2048, 8192], calls: [4, 12], callMinutesMax: 30, sms: [2, 8], smsIn: [2, 8], callsIn: [2, 8] },
  data_only: { dataMb: [1024, 4096], calls: [0, 0], callMinutesMax: 0, sms: [0, 0], smsIn: [0, 0], callsIn: [0, 0] },
};

/**
 * Callers the network sees ringing many numbers: the first six are numbers the operator's marked-number
 * table holds (migration 0061: 推销, 诈骗, 骚扰), the others are not marked. Whether a call from one is
 * blocked is the back office's business (call protection), not the simulator's.
 */
export const NUISANCE_CALLERS = ['4006001234', '02160001234', '16500001111', '16700002222', '075512345678', '95123456', '4008201234', '02087654321'] as const;

/** A small deterministic generator (mulberry32) seeded from the number and day. */
function randomOf(seedText: string): () => number {
  let seed = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One China day's usage of a number under a profile. The same number, day and profile always give
 * the same events with the same ids, so generating a day twice records it once.
 */
export function generateDayUsage(phone: string, day: string, profile: UsageProfile): UsageEvent[] {
  const shape = PROFILE_SHAPES[profile];
  const random = randomOf(`${phone}:${day}:${profile}`);
  const between = ([low, high]: [number, number]) => low + Math.floor(random() * (high - low + 1));
  const dayStart = startOfChinaDate(day).getTime();
  // Activity between 07:00 and 23:00 China time.
  const timeOfDay = () => new Date(dayStart + 7 * 3600 * 1000 + Math.floor(random() * 16 * 3600 * 1000));
  const otherParty = () => `138${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  const events: UsageEvent[] = [];
  const idOf = (index: number) => `sim:${phone}:${day}:${index}`;

  const totalMb = between(shape.dataMb);
  const sessions = 1 + Math.floor(random() * 3);
  for (let session = 0; session < sessions; session += 1) {
    const megabytes = session === sessions - 1 ? totalMb - Math.floor(totalMb / sessions) * session : Math.floor(totalMb / sessions);
    events.push({ eventId: idOf(events.length), phone, occurredAt: timeOfDay(), kind: 'data', pool: 'general', megabytes });
  }
  for (let call = between(shape.calls); call > 0; call -= 1) {
    const seconds = 30 + Math.floor(random() * (shape.callMinutesMax * 60 - 30));
    events.push({ eventId: idOf(events.length), phone, occurredAt: timeOfDay(), kind: 'voice_out', otherParty: otherParty(), seconds });
  }
  for (let sms = between(shape.sms); sms > 0; sms -= 1) {
    events.push({ eventId: idOf(events.length), phone, occurredAt: timeOfDay(), kind: 'sms_out', otherParty: otherParty(), count: 1 });
  }
  // Drawn after the rest, so the events above keep the ids and values they had before.
  for (let sms = between(shape.smsIn); sms > 0; sms -= 1) {
    const occurredAt = timeOfDay();
    if (random() < 0.5) {
      const category = SMS_INDUSTRY_CODES[Math.floor(random() * SMS_INDUSTRY_CODES.length)] ?? null;
      const sender = `1069${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;
      events.push({ eventId: idOf(events.length), phone, occurredAt, kind: 'sms_in', otherParty: sender, count: 1, category });
    } else {
      events.push({ eventId: idOf(events.length), phone, occurredAt, kind: 'sms_in', otherParty: otherParty(), count: 1, category: null });
    }
  }
  // Drawn after the received messages, so everything above keeps its ids and values. About one call in
  // four is from a nuisance caller.
  for (let call = between(shape.callsIn); call > 0; call -= 1) {
    const occurredAt = timeOfDay();
    const seconds = 10 + Math.floor(random() * Math.max(1, shape.callMinutesMax * 60 - 10));
    const caller = random() < 0.25 ? (NUISANCE_CALLERS[Math.floor(random() * NUISANCE_CALLERS.length)] ?? otherParty()) : otherParty();
    events.push({ eventId: idOf(events.length), phone, occurredAt, kind: 'voice_in', otherParty: caller, seconds });
  }
  return events.sort((first, second) => first.occurredAt.getTime() - second.occurredAt.getTime());
}

/** The China days after `lastDay` up to and including `throughDay` (both YYYY-MM-DD), at most MAX_SIMULATED_DAYS of the latest. */
export function listDaysAfter(lastDay: string, throughDay: string): string[] {
  const days: string[] = [];
  const last = new Date(`${throughDay}T00:00:00Z`).getTime();
  const first = Math.max(new Date(`${lastDay}T00:00:00Z`).getTime() + DAY_MS, last - (MAX_SIMULATED_DAYS - 1) * DAY_MS);
  for (let time = first; time <= last; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The last whole China day before `now`: the simulator generates finished days only. */
export function findYesterday(now: Date): string {
  return formatChinaDate(new Date(findStartOfChinaDay(now).getTime() - 1));
}

/**
 * Generates the usage of every finished day each profiled number has not had yet and feeds it to
 * the back office. Safe to run twice at once: the event ids are the same, and the back office
 * records each id once.
 */
export async function simulateUsage(db: Db, usage: UsageBoss, now: Date): Promise<{ days: number; recorded: number }> {
  const yesterday = findYesterday(now);
  const profiled = await db
    .select()
    .from(sandboxUsageProfiles)
    .where(lt(sandboxUsageProfiles.simulatedThrough, yesterday))
    .orderBy(asc(sandboxUsageProfiles.phone));
  let days = 0;
  let recorded = 0;
  for (const { phone, profile, simulatedThrough } of profiled) {
    for (const day of listDaysAfter(simulatedThrough, yesterday)) {
      recorded += (await usage.recordUsage(generateDayUsage(phone, day, profile))).recorded;
      days += 1;
      await db
        .update(sandboxUsageProfiles)
        .set({ simulatedThrough: day })
        .where(and(eq(sandboxUsageProfiles.phone, phone), lt(sandboxUsageProfiles.simulatedThrough, day)));
    }
  }
  return { days, recorded };
}

/** Sets (or with 'none' removes) a number's profile; a new profile starts with the day after `now`'s yesterday, i.e. today. */
export async function setUsageProfile(db: Db, phone: string, profile: UsageProfile | 'none', now: Date): Promise<void> {
  if (profile === 'none') {
    await db.delete(sandboxUsageProfiles).where(eq(sandboxUsageProfiles.phone, phone));
    return;
  }
  await db
    .insert(sandboxUsageProfiles)
    .values({ phone, profile, simulatedThrough: findYesterday(now) })
    .onConflictDoUpdate({ target: sandboxUsageProfiles.phone, set: { profile } });
}
