import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

/** The last 30 China days of the bound number's data, outgoing minutes and messages sent. */
export const usageChartQuery = queryOptions({
  queryKey: ['queries', 'usageChart'] as const,
  queryFn: () => call('USAGE_CHART', {}, { loading: false }),
});
