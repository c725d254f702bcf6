import { z } from 'zod';
import { lineString } from '../fields.ts';
import { OWNER_CHECK_BY_VALUES, OwnerCheckBy } from '../number-keeping/rules.ts';
import type { SchemaTable } from '../operation.ts';
import { checkSmsCode, FieldLimit, FieldMessage } from '../validators.ts';
import type { usageDetailEndpoints } from './endpoints.ts';
import { DETAIL_EMAIL_MAX_LENGTH, DETAIL_KINDS, DETAIL_RECORD_KINDS, UsageDetailMessage } from './rules.ts';

const optionalSecret = (label: string) => lineString(label).trim().max(FieldLimit.SERVICE_PASSWORD_FIELD, `${label}格式错误`).optional();

/** The owner's proof: the service password, or the SMS code (type 12) sent to the bound number. */
const unlockRequest = z
  .object({
    checkBy: z.enum(OWNER_CHECK_BY_VALUES, { error: UsageDetailMessage.CHECK_BY_INVALID }),
    phonePassword: optionalSecret('服务密码'),
    code: optionalSecret('验证码'),
  })
  .superRefine((input, context) => {
    if (input.checkBy === OwnerCheckBy.PASSWORD) {
      if (!input.phonePassword) {
        context.addIssue({ code: 'custom', path: ['phonePassword'], message: UsageDetailMessage.PASSWORD_REQUIRED });
      }
      return;
    }
    const message = checkSmsCode(input.code ?? '');
    if (message) {
      context.addIssue({ code: 'custom', path: ['code'], message: input.code ? message : FieldMessage.SMS_CODE_REQUIRED });
    }
  });

/** YYYYMM; whether it is one of the six the detail covers is the server's check (the clock's). */
const monthField = z.string({ error: UsageDetailMessage.MONTH_INVALID }).regex(/^\d{4}(0[1-9]|1[0-2])$/, UsageDetailMessage.MONTH_INVALID);

const emailField = lineString('邮箱', UsageDetailMessage.EMAIL_REQUIRED)
  .trim()
  .min(1, UsageDetailMessage.EMAIL_REQUIRED)
  .max(DETAIL_EMAIL_MAX_LENGTH, UsageDetailMessage.EMAIL_INVALID)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, UsageDetailMessage.EMAIL_INVALID);

export const usageDaySchema = z.object({
  /** YYYY-MM-DD, China day. */
  day: z.string(),
  /** General and directed data, whole MB. */
  dataMb: z.number().int(),
  /** Outgoing minutes (each call rounded up). */
  voiceMinutes: z.number().int(),
  /** Messages sent. */
  smsCount: z.number().int(),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

export const usageChartSchema = z.object({
  /** The last 30 China days, oldest first, today last; a day without usage is zeros. */
  days: z.array(usageDaySchema),
});
export type UsageChart = z.infer<typeof usageChartSchema>;

export const usageDetailStatusSchema = z.object({
  /** The bound number, masked. */
  phone: z.string(),
  /** Until when the detail is open for this session and number (RFC 3339); null when closed. */
  unlockedUntil: z.string().nullable(),
  /** YYYYMM of the months the detail covers, newest first. */
  months: z.array(z.string()),
});
export type UsageDetailStatus = z.infer<typeof usageDetailStatusSchema>;

export const detailRecordSchema = z.object({
  /** Stable within the list (the record's place), never the network's event id. */
  key: z.string(),
  kind: z.enum(DETAIL_RECORD_KINDS),
  /** The call's or message's time (RFC 3339); a data day's China date (YYYY-MM-DD). */
  time: z.string(),
  /** The other party, masked (138****1234); null for data. */
  otherParty: z.string().nullable(),
  /** A call's length in seconds. */
  seconds: z.number().int().nullable(),
  /** Messages in an SMS record. */
  count: z.number().int().nullable(),
  /** A data day's megabytes and sessions. */
  megabytes: z.number().nullable(),
  sessions: z.number().int().nullable(),
});
export type DetailRecord = z.infer<typeof detailRecordSchema>;

export const detailPageSchema = z.object({
  month: z.string(),
  kind: z.enum(DETAIL_KINDS),
  list: z.array(detailRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DetailPage = z.infer<typeof detailPageSchema>;

export const usageDetailSchemas = {
  USAGE_CHART: { request: z.object({}), response: usageChartSchema },
  USAGE_DETAIL_STATUS: { request: z.object({}), response: usageDetailStatusSchema },
  USAGE_DETAIL_UNLOCK: { request: unlockRequest, response: z.object({ unlockedUntil: z.string() }) },
  USAGE_DETAIL_RECORDS: {
    request: z.object({
      month: monthField,
      kind: z.enum(DETAIL_KINDS, { error: UsageDetailMessage.KIND_INVALID }),
      page: z
        .number({ error: UsageDetailMessage.PAGE_INVALID })
        .int(UsageDetailMessage.PAGE_INVALID)
        .min(1, UsageDetailMessage.PAGE_INVALID)
        .max(1000, UsageDetailMessage.PAGE_INVALID)
        .default(1),
    }),
    response: detailPageSchema,
  },
  USAGE_DETAIL_MAIL: {
    request: z.object({
      month: monthField,
      email: emailField,
      /** The browser's id of this request: a repeated click or retry mails once. */
      requestId: z.string({ error: UsageDetailMessage.REQUEST_ID_INVALID }).regex(/^[A-Za-z0-9-]{8,64}$/, UsageDetailMessage.REQUEST_ID_INVALID),
    }),
    response: z.object({ month: z.string(), email: z.string(), requestedAt: z.string() }),
  },
} satisfies SchemaTable<typeof usageDetailEndpoints>;
