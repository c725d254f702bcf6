// The overview's 30-day trends (概览 › 近30天趋势), read apart from today's counts so either can fail alone.
import { queryOptions } from '@tanstack/react-query';
import type { OperationOutput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';

export type OverviewTrends = OperationOutput<'CONSOLE_OVERVIEW_TRENDS'>;
export type TrendLine = OverviewTrends['topUpCounts']['lines'][number];

export const overviewTrendsQuery = queryOptions({
  queryKey: [...consoleKeys.all, 'overview', 'trends'] as const,
  queryFn: () => callStaff('CONSOLE_OVERVIEW_TRENDS', {}),
});

/** Whether nothing at all happened over the days: every value of every line is 0. */
export function isQuietPeriod(trends: OverviewTrends): boolean {
  const { days: _days, ...series } = trends;
  return Object.values(series).every((item) => item.lines.every((line) => line.values.every((value) => value === 0)));
}
