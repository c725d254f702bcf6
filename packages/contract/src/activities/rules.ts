// Activities (zod-free: the browser imports it).

export const ActivityMessage = {
  /** GET_ACTIVITY_DETAIL of an activity not shown (never was, not started or ended); the page titles its refusal so. */
  NOT_FOUND: '活动不存在或已结束',
} as const;
