import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { usageAlertsEndpoints } from './endpoints.ts';
import { USAGE_ALERT_KINDS, USAGE_ALERT_KIND_RULES, UsageAlertMessage } from './rules.ts';

const kindField = z.enum(USAGE_ALERT_KINDS, { error: UsageAlertMessage.KIND_INVALID });
const hourField = z
  .number({ error: UsageAlertMessage.HOUR_INVALID })
  .int(UsageAlertMessage.HOUR_INVALID)
  .min(0, UsageAlertMessage.HOUR_INVALID)
  .max(23, UsageAlertMessage.HOUR_INVALID);

export const usageAlertSchema = z.object({
  kind: kindField,
  /** Percent, MB or fen by kind. */
  threshold: z.number().int(),
  isEnabled: z.boolean(),
  updatedAt: z.string(),
});
export type UsageAlertView = z.infer<typeof usageAlertSchema>;

export const quietHoursSchema = z.object({ start: z.number().int(), end: z.number().int() });

export const usageAlertsStateSchema = z.object({
  /** The active number, masked. */
  phone: z.string(),
  alerts: z.array(usageAlertSchema),
  quietHours: quietHoursSchema,
  /** Where the number stands now: general data left (MB and percent), the balance and this month's spend. */
  now: z.object({
    dataLeftMb: z.number().int(),
    dataLeftPercent: z.number().int(),
    balanceFen: z.number().int(),
    spendFen: z.number().int(),
  }),
});
export type UsageAlertsState = z.infer<typeof usageAlertsStateSchema>;

export const usageAlertEventSchema = z.object({
  id: z.number().int(),
  kind: kindField,
  /** 通用流量剩余低于20%. */
  condition: z.string(),
  /** What the number stood at when it crossed: 15%, 0.8GB, 9.50元. */
  observed: z.string(),
  /** YYYYMM, China. */
  month: z.string(),
  createdAt: z.string(),
  /** When it went out; null while it waits (quiet hours) or was not sent. */
  sentAt: z.string().nullable(),
  channel: z.enum(['wechat', 'sms', 'none']).nullable(),
  status: z.enum(['waiting', 'sent', 'skipped', 'failed']),
});
export type UsageAlertEvent = z.infer<typeof usageAlertEventSchema>;

const threshold = z.number({ error: UsageAlertMessage.THRESHOLD_INVALID }).int(UsageAlertMessage.THRESHOLD_INVALID);

export const usageAlertsSchemas = {
  USAGE_ALERTS: { request: z.object({}), response: usageAlertsStateSchema },
  USAGE_ALERT_SAVE: {
    request: z
      .object({ kind: kindField, threshold, isEnabled: z.boolean({ error: '请选择是否开启提醒' }) })
      .refine(({ kind, threshold: value }) => value >= USAGE_ALERT_KIND_RULES[kind].min && value <= USAGE_ALERT_KIND_RULES[kind].max, {
        error: UsageAlertMessage.THRESHOLD_INVALID,
        path: ['threshold'],
      }),
    response: usageAlertsStateSchema,
  },
  USAGE_ALERT_QUIET_HOURS: { request: z.object({ start: hourField, end: hourField }), response: usageAlertsStateSchema },
  USAGE_ALERT_HISTORY: {
    request: z.object({
      page: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').max(1000, '页码错误').default(1),
    }),
    response: z.object({ list: z.array(usageAlertEventSchema), total: z.number().int(), page: z.number().int() }),
  },
  USAGE_ALERT_OFF: {
    request: z.object({
      /** The link's token (its `t`); not named `token`, which carries the member's session in the body. */
      key: z.string({ error: UsageAlertMessage.TOKEN_INVALID }).regex(/^[0-9a-z]{1,10}\.[\w-]{22}$/, UsageAlertMessage.TOKEN_INVALID),
    }),
    response: z.object({ kind: kindField, condition: z.string(), phone: z.string() }),
  },
} satisfies SchemaTable<typeof usageAlertsEndpoints>;
