import { z } from 'zod';
import type { activitiesEndpoints } from './endpoints.ts';
import type { SchemaTable } from '../operation.ts';

export const activitySummarySchema = z.object({
  activityId: z.number().int(),
  cover: z.string(),
  name: z.string(),
  desc: z.string(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activityDetailSchema = z.object({
  activityId: z.number().int(),
  name: z.string(),
  author: z.string(),
  /** ISO time of publication. */
  date: z.string(),
  /** Sanitised HTML. */
  detail: z.string(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;

export const activitiesSchemas = {
  GET_ACTIVITY_LIST: { request: z.object({}), response: z.object({ list: z.array(activitySummarySchema) }) },
  GET_ACTIVITY_DETAIL: {
    request: z.object({
      activityId: z.coerce.number({ error: '活动编号格式错误' }).int('活动编号格式错误').positive('活动编号格式错误').max(2_147_483_647, '活动编号格式错误'),
    }),
    response: activityDetailSchema,
  },
} satisfies SchemaTable<typeof activitiesEndpoints>;
