// Which days a month's usage fees were incurred on, and what the month will cost if the days left
// use what the days so far used on average: both from the same rating the usage feed charges by.
import { chinaDaysBetween, shiftChinaDate } from '@hall/contract/china-time';
import { rateMonth, type DayUsage, type MonthRating, type RatingInput } from './rating.ts';

export type UsageFee = keyof MonthRating['fen'];
export const USAGE_FEES: readonly UsageFee[] = ['data', 'voice', 'sms'];

const byDay = (left: DayUsage, right: DayUsage) => left.day.localeCompare(right.day);

/** The days (YYYY-MM-DD, in order) on which each usage fee grew: the month rated through that day cost more than through the day before. */
export function findUsageFeeDays(input: RatingInput): Record<UsageFee, string[]> {
  const days = [...input.days].sort(byDay);
  const found: Record<UsageFee, string[]> = { data: [], voice: [], sms: [] };
  let before: MonthRating['fen'] = { data: 0, voice: 0, sms: 0 };
  for (let index = 0; index < days.length; index += 1) {
    const day = days[index];
    if (!day) {
      continue;
    }
    const { fen } = rateMonth({ ...input, days: days.slice(0, index + 1) });
    for (const fee of USAGE_FEES) {
      if (fen[fee] > before[fee]) {
        found[fee].push(day.day);
      }
    }
    before = fen;
  }
  return found;
}

/**
 * The month rated as if each day after `today` (YYYY-MM-DD) to `lastDay` used the average of the
 * days from `firstDay` through today (days without usage count as none), rounded to whole units.
 */
export function projectMonth(input: RatingInput, span: { firstDay: string; today: string; lastDay: string }): MonthRating {
  const elapsed = chinaDaysBetween(span.firstDay, span.today) + 1;
  const sofar = input.days.filter((day) => day.day <= span.today);
  const average = (pick: (day: DayUsage) => number) => Math.round(sofar.reduce((sum, day) => sum + pick(day), 0) / elapsed);
  const typical = {
    generalMb: average((day) => day.generalMb),
    directedMb: average((day) => day.directedMb),
    voiceMinutes: average((day) => day.voiceMinutes),
    smsCount: average((day) => day.smsCount),
  };
  const ahead: DayUsage[] = [];
  for (let day = shiftChinaDate(span.today, 1); day <= span.lastDay; day = shiftChinaDate(day, 1)) {
    ahead.push({ day, ...typical });
  }
  return rateMonth({ ...input, days: [...sofar, ...ahead] });
}
