import type { activitiesEndpoints } from '@hall/contract/activities/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listActivities, readActivity } from './activities.service.ts';

export const activitiesModule: FeatureModule<keyof typeof activitiesEndpoints> = {
  name: 'activities',
  handlers: (deps) => {
    return {
      GET_ACTIVITY_LIST: () => listActivities(deps),
      GET_ACTIVITY_DETAIL: ({ input }) => readActivity(deps, input.activityId),
    };
  },
};
