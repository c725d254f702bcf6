import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { listActivities, readActivity } from './activities.service.ts';

export function createActivitiesHandlers(deps: AppDeps): HandlerTable<'GET_ACTIVITY_LIST' | 'GET_ACTIVITY_DETAIL'> {
  return {
    GET_ACTIVITY_LIST: () => listActivities(deps),
    GET_ACTIVITY_DETAIL: ({ input }) => readActivity(deps, input.activityId),
  };
}
