import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

// /personal's view of the usage alerts (the page /usageAlerts keeps its own area): the same keys,
// so a save there refreshes this list.

export const personalUsageAlertsQuery = queryOptions({
  queryKey: ['usageAlerts', 'state'] as const,
  queryFn: () => call('USAGE_ALERTS', {}, { loading: false }),
});

export const personalUsageAlertHistoryQuery = queryOptions({
  queryKey: ['usageAlerts', 'history'] as const,
  queryFn: () => call('USAGE_ALERT_HISTORY', { page: 1 }, { loading: false }),
});
