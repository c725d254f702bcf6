import { REVIEWED_KINDS } from '@hall/contract/applications/rules';
import { formatChinaDate, shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import {
  DECISION_LABELS,
  NOTIFICATION_CHANNEL_LABELS,
  OTHER_DEALERS_KEY,
  OTHER_DEALERS_LABEL,
  TREND_DAYS,
  TREND_TOP_DEALERS,
} from '@hall/contract/console-trends/rules';
import type { TrendSeries } from '@hall/contract/console-trends/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import {
  countApplications,
  countBindings,
  countNotifications,
  countOpenings,
  countPoints,
  countTopUps,
  readDealerNames,
  type DailyCount,
  type TrendPeriod,
} from './trends.repository.ts';

/** The review queue's kinds the applications chart counts: all but card openings, which have their own chart. */
const APPLICATION_TREND_KINDS = [...REVIEWED_KINDS, 'invoice'] as const;

/** The last TREND_DAYS China days, today included. */
export function trendPeriodOf(now: Date): TrendPeriod & { days: string[] } {
  const endDate = formatChinaDate(now);
  const startDate = shiftChinaDate(endDate, 1 - TREND_DAYS);
  const days = Array.from({ length: TREND_DAYS }, (_, index) => shiftChinaDate(startDate, index));
  return { start: startOfChinaDate(startDate), end: startOfChinaDate(shiftChinaDate(endDate, 1)), startDate, endDate, days };
}

/** One line: the value of each day (0 when nothing), from the counts of this key. */
function lineOf(counts: DailyCount[], key: string, label: string, pick: (count: DailyCount) => number = (count) => count.count) {
  const values = new Array<number>(TREND_DAYS).fill(0);
  for (const count of counts) {
    if (count.key === key && count.day >= 0 && count.day < TREND_DAYS) {
      values[count.day] = (values[count.day] ?? 0) + pick(count);
    }
  }
  return { key, label, values };
}

/** A line per top dealer by openings over the period, and the rest summed as 其他 when there are any. */
async function dealerLines(deps: AppDeps, openings: DailyCount[]): Promise<TrendSeries> {
  const totals = new Map<string, number>();
  openings.forEach((row) => totals.set(row.key, (totals.get(row.key) ?? 0) + row.count));
  const ranked = [...totals.entries()].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0])).map(([id]) => id);
  const top = ranked.slice(0, TREND_TOP_DEALERS);
  const names = await readDealerNames(deps.db, top);
  const lines = top.map((id) => lineOf(openings, id, names.get(id) ?? id));
  if (ranked.length > top.length) {
    const rest = openings.filter((row) => !top.includes(row.key)).map((row) => ({ ...row, key: OTHER_DEALERS_KEY }));
    lines.push(lineOf(rest, OTHER_DEALERS_KEY, OTHER_DEALERS_LABEL));
  }
  return { lines };
}

/** The overview's daily series over the last 30 China days; every day of every line is present. */
export async function readOverviewTrends(deps: AppDeps): Promise<OperationOutput<'CONSOLE_OVERVIEW_TRENDS'>> {
  const period = trendPeriodOf(deps.now());
  const [topUps, points, bindings, applications, openings, notifications] = await Promise.all([
    countTopUps(deps.db, period),
    countPoints(deps.db, period),
    countBindings(deps.db, period),
    countApplications(deps.db, period),
    countOpenings(deps.db, period),
    countNotifications(deps.db, period),
  ]);
  const kindLabel = (kind: string) => deps.reviewQueue.find(kind)?.label ?? kind;
  return {
    days: period.days,
    topUpCounts: { lines: [lineOf(topUps, 'topUps', '充值笔数')] },
    topUpAmounts: { lines: [lineOf(topUps, 'topUps', '充值金额', (count) => count.fen)] },
    points: { lines: [lineOf(points, 'signIns', '签到'), lineOf(points, 'exchanges', '积分兑换')] },
    bindings: { lines: [lineOf(bindings, 'bindings', '新绑定')] },
    applicationsByKind: { lines: APPLICATION_TREND_KINDS.map((kind) => ({ ...lineOf(applications, `kind:${kind}`, kindLabel(kind)), key: kind })) },
    applicationsByDecision: {
      lines: (['passed', 'failed'] as const).map((status) => ({ ...lineOf(applications, `decision:${status}`, DECISION_LABELS[status]), key: status })),
    },
    openingsByDealer: await dealerLines(deps, openings),
    notificationsByChannel: {
      lines: (['sms', 'wechat', 'email'] as const).map((channel) => lineOf(notifications, channel, NOTIFICATION_CHANNEL_LABELS[channel])),
    },
  };
}
