import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const activityListQuery = queryOptions({ queryKey: ['activities', 'list'], queryFn: () => call('GET_ACTIVITY_LIST', {}) });

export function activityDetailQuery(activityId: number) {
  return queryOptions({
    queryKey: ['activities', 'detail', activityId],
    queryFn: () => call('GET_ACTIVITY_DETAIL', { activityId }),
    enabled: Number.isInteger(activityId) && activityId > 0,
  });
}
