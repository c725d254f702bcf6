import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const activityKeys = {
  list: ['activities', 'list'] as const,
  detail: (activityId: number) => ['activities', 'detail', activityId] as const,
};

export const activityListQuery = queryOptions({ queryKey: activityKeys.list, queryFn: () => call('GET_ACTIVITY_LIST', {}) });

export function activityDetailQuery(activityId: number) {
  return queryOptions({
    queryKey: activityKeys.detail(activityId),
    queryFn: () => call('GET_ACTIVITY_DETAIL', { activityId }),
    enabled: Number.isInteger(activityId) && activityId > 0,
  });
}
