import type { Endpoint } from '../operation.ts';

export const activitiesEndpoints = {
  GET_ACTIVITY_LIST: { method: 'POST', path: '/api/wechat/activityList', access: 'member' },
  GET_ACTIVITY_DETAIL: { method: 'POST', path: '/api/wechat/activityDetail', access: 'member', loading: true },
} as const satisfies Record<string, Endpoint>;
