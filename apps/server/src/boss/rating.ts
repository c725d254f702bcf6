// Rating: what a month of one number's usage costs beyond its package, by the spec's rules. Pure,
// so the back office re-rates the month so far on every batch and charges only what grew.

/** The auto-renewing daily pack: 500 MB for 1 yuan, valid on the China day it was ordered only. */
export const DAY_PACK_MB = 500;
export const DAY_PACK_FEE_FEN = 100;
/** Once the month's data reaches 200 GB no more daily packs are ordered; each MB then costs 0.25 yuan. */
export const DAY_PACK_CAP_MB = 204_800;
export const OVERAGE_FEN_PER_MB = 25;
export const FEN_PER_SMS = 10;

export interface Allowances {
  /** General data in MB. */
  dataMb: number;
  /** Directed (app-specific) data in MB; what goes beyond it is taken as general data. */
  directedDataMb: number;
  voiceMinutes: number;
  smsCount: number;
}

/** A flow pack bought this month: its MB serve the days from firstDay to lastDay (YYYY-MM-DD). */
export interface BoughtPack {
  title: string;
  feeFen: number;
  megabytes: number;
  firstDay: string;
  lastDay: string;
}

/** One China day of a number's usage: whole MB, outgoing minutes (each call rounded up), messages sent. */
export interface DayUsage {
  day: string;
  generalMb: number;
  directedMb: number;
  voiceMinutes: number;
  smsCount: number;
}

/** What a month is rated from: the package's allowances, the packs bought, the voice tariff and the days. */
export interface RatingInput {
  allowances: Allowances;
  packs: BoughtPack[];
  voiceFenPerMinute: number;
  days: DayUsage[];
}

export interface AllowanceUse {
  used: number;
  total: number;
  /** Rounded down; 100 (已用完) only when the allowance is really used up. */
  percentage: number;
}

export interface MonthRating {
  general: AllowanceUse;
  directed: AllowanceUse;
  voice: AllowanceUse;
  sms: AllowanceUse;
  packs: (BoughtPack & { usedMb: number })[];
  dayPackCount: number;
  /** MB of the daily packs actually used (the rest of each pack lapsed with its day). */
  dayPackUsedMb: number;
  overageMb: number;
  voiceOverMinutes: number;
  smsOverCount: number;
  /** Fen per bill item: 上网流量费 (daily packs and overage), 语音通话费, 短信彩信费. */
  fen: { data: number; voice: number; sms: number };
}

export function percentageOf(used: number, total: number): number {
  if (total <= 0) {
    return 0;
  }
  return used >= total ? 100 : Math.floor((Math.max(0, used) * 100) / total);
}

function allowanceUse(used: number, total: number): AllowanceUse {
  return { used, total, percentage: percentageOf(used, total) };
}

/**
 * Rates a month: each day's data is taken from the package, then from the packs valid that day
 * (the earliest to lapse first), then from daily packs ordered as the day needs them until the
 * month's data reaches 200 GB, after which it is overage. Minutes and messages beyond the package
 * are charged at the voice tariff and 0.1 yuan.
 */
export function rateMonth(input: RatingInput): MonthRating {
  const { allowances } = input;
  const packs = input.packs.map((pack) => ({ ...pack, usedMb: 0 })).sort((left, right) => left.lastDay.localeCompare(right.lastDay));
  let generalUsed = 0;
  let directedUsed = 0;
  let monthDataMb = 0;
  let dayPackCount = 0;
  let dayPackUsedMb = 0;
  let overageMb = 0;
  let voiceMinutes = 0;
  let smsCount = 0;
  for (const day of [...input.days].sort((left, right) => left.day.localeCompare(right.day))) {
    const directedTaken = Math.min(day.directedMb, allowances.directedDataMb - directedUsed);
    directedUsed += directedTaken;
    monthDataMb += directedTaken;
    let need = day.generalMb + day.directedMb - directedTaken;
    const generalTaken = Math.min(need, allowances.dataMb - generalUsed);
    generalUsed += generalTaken;
    monthDataMb += generalTaken;
    need -= generalTaken;
    for (const pack of packs) {
      if (need === 0) {
        break;
      }
      if (pack.firstDay <= day.day && day.day <= pack.lastDay) {
        const taken = Math.min(need, pack.megabytes - pack.usedMb);
        pack.usedMb += taken;
        monthDataMb += taken;
        need -= taken;
      }
    }
    // Daily packs: what is left of today's pack lapses at midnight.
    let dayPackLeftMb = 0;
    while (need > 0) {
      if (dayPackLeftMb === 0) {
        if (monthDataMb >= DAY_PACK_CAP_MB) {
          overageMb += need;
          monthDataMb += need;
          need = 0;
          break;
        }
        dayPackCount += 1;
        dayPackLeftMb = DAY_PACK_MB;
      }
      const taken = Math.min(need, dayPackLeftMb);
      dayPackLeftMb -= taken;
      dayPackUsedMb += taken;
      monthDataMb += taken;
      need -= taken;
    }
    voiceMinutes += day.voiceMinutes;
    smsCount += day.smsCount;
  }
  const voiceOverMinutes = Math.max(0, voiceMinutes - allowances.voiceMinutes);
  const smsOverCount = Math.max(0, smsCount - allowances.smsCount);
  return {
    general: allowanceUse(generalUsed, allowances.dataMb),
    directed: allowanceUse(directedUsed, allowances.directedDataMb),
    voice: allowanceUse(Math.min(voiceMinutes, allowances.voiceMinutes), allowances.voiceMinutes),
    sms: allowanceUse(Math.min(smsCount, allowances.smsCount), allowances.smsCount),
    packs,
    dayPackCount,
    dayPackUsedMb,
    overageMb,
    voiceOverMinutes,
    smsOverCount,
    fen: {
      data: dayPackCount * DAY_PACK_FEE_FEN + overageMb * OVERAGE_FEN_PER_MB,
      voice: voiceOverMinutes * input.voiceFenPerMinute,
      sms: smsOverCount * FEN_PER_SMS,
    },
  };
}
