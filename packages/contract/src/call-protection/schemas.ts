import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { callProtectionEndpoints } from './endpoints.ts';
import type { callProtectionMarksEndpoints } from './marks-endpoints.ts';
import {
  BLOCKED_NUMBER_PATTERN,
  BLOCKED_NUMBERS_MAX,
  BLOCKED_PREFIX_PATTERN,
  BLOCKED_PREFIXES_MAX,
  CALL_INTERCEPTION_KINDS,
  CALL_INTERCEPTION_REASONS,
  CallProtectionMessage,
  coversEmergencyNumber,
  MARKED_CATEGORY_CODES,
} from './rules.ts';

const categoryField = z.enum(MARKED_CATEGORY_CODES, { error: CallProtectionMessage.CATEGORY_INVALID });

const numberField = z.string({ error: CallProtectionMessage.NUMBER_INVALID }).trim().regex(BLOCKED_NUMBER_PATTERN, CallProtectionMessage.NUMBER_INVALID);
const prefixField = z
  .string({ error: CallProtectionMessage.PREFIX_INVALID })
  .trim()
  .regex(BLOCKED_PREFIX_PATTERN, CallProtectionMessage.PREFIX_INVALID)
  .refine((prefix) => !coversEmergencyNumber(prefix), CallProtectionMessage.PREFIX_EMERGENCY);

/** Refuses a list naming one value twice. */
const distinct = <T extends z.ZodType<string>>(field: T, max: number, tooMany: string, repeated: string) =>
  z
    .array(field, { error: tooMany })
    .max(max, tooMany)
    .refine((values) => new Set(values).size === values.length, repeated);

export const callProtectionSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Blocked numbers, in the order they were listed. */
  numbers: z.array(z.string()),
  /** Blocked number ranges (first digits). */
  prefixes: z.array(z.string()),
  /** Marked categories whose numbers are blocked. */
  categories: z.array(categoryField),
  /** When they were last saved; null while never saved. */
  updatedAt: z.string().nullable(),
});
export type CallProtectionSettings = z.infer<typeof callProtectionSettingsSchema>;

export const callInterceptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CALL_INTERCEPTION_KINDS),
  /** The caller or sender: whole when the member listed it themself, masked in the middle otherwise. */
  otherParty: z.string(),
  reason: z.enum(CALL_INTERCEPTION_REASONS),
  /** 黑名单号码, 拦截号段 0755, 标记为诈骗. */
  reasonText: z.string(),
  category: categoryField.nullable(),
  /** A call's length as it would have rung through (seconds), null for a message. */
  seconds: z.number().int().nullable(),
  /** A message's parts, null for a call. */
  messageCount: z.number().int().nullable(),
  occurredAt: z.string(),
});
export type CallInterception = z.infer<typeof callInterceptionSchema>;

export const callProtectionSchemas = {
  CALL_PROTECTION: { request: z.object({}), response: callProtectionSettingsSchema },
  CALL_PROTECTION_SAVE: {
    request: z.object({
      enabled: z.boolean({ error: CallProtectionMessage.ENABLED_REQUIRED }),
      numbers: distinct(numberField, BLOCKED_NUMBERS_MAX, CallProtectionMessage.NUMBERS_TOO_MANY, CallProtectionMessage.NUMBER_REPEATED).default([]),
      prefixes: distinct(prefixField, BLOCKED_PREFIXES_MAX, CallProtectionMessage.PREFIXES_TOO_MANY, CallProtectionMessage.PREFIX_REPEATED).default([]),
      categories: z
        .array(categoryField, { error: CallProtectionMessage.CATEGORY_INVALID })
        .max(MARKED_CATEGORY_CODES.length, CallProtectionMessage.CATEGORY_REPEATED)
        .refine((values) => new Set(values).size === values.length, CallProtectionMessage.CATEGORY_REPEATED)
        .default([]),
    }),
    response: callProtectionSettingsSchema,
  },
  CALL_INTERCEPTIONS: {
    request: z.object({
      page: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').max(1000, '页码错误').default(1),
    }),
    response: z.object({ list: z.array(callInterceptionSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
  },
} satisfies SchemaTable<typeof callProtectionEndpoints>;

export const markedNumberSchema = z.object({
  number: z.string(),
  category: categoryField,
  /** How many reports marked it (a new mark by staff counts one). */
  reportCount: z.number().int(),
  /** 反诈中心, 用户标记, or the staff member who marked it. */
  source: z.string(),
  markedAt: z.string(),
});
export type MarkedNumberView = z.infer<typeof markedNumberSchema>;

const markedNumberField = z
  .string({ error: CallProtectionMessage.MARKED_NUMBER_INVALID })
  .trim()
  .regex(BLOCKED_NUMBER_PATTERN, CallProtectionMessage.MARKED_NUMBER_INVALID);

export const callProtectionMarksSchemas = {
  CONSOLE_MARKED_NUMBERS: {
    request: z.object({
      /** The first digits of the numbers to list; empty for all. */
      number: z
        .string({ error: CallProtectionMessage.MARKED_NUMBER_FILTER_INVALID })
        .trim()
        .regex(/^\d{0,20}$/, CallProtectionMessage.MARKED_NUMBER_FILTER_INVALID)
        .default(''),
      category: categoryField.optional(),
      page: z.number({ error: '页码错误' }).int('页码错误').min(1, '页码错误').max(1000, '页码错误').default(1),
    }),
    response: z.object({ list: z.array(markedNumberSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
  },
  CONSOLE_SAVE_MARKED_NUMBER: {
    request: z.object({ number: markedNumberField, category: categoryField }),
    response: markedNumberSchema,
  },
  CONSOLE_DELETE_MARKED_NUMBER: {
    request: z.object({ number: markedNumberField }),
    response: z.object({ number: z.string() }),
  },
} satisfies SchemaTable<typeof callProtectionMarksEndpoints>;
