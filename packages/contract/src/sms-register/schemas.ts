import { z } from 'zod';
import { multiLineString } from '../fields.ts';
import { MOBILE_PHONE_PATTERN } from '../validators.ts';
import type { SchemaTable } from '../operation.ts';
import type { smsRegisterEndpoints } from './endpoints.ts';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES, SmsRegisterFlag, SmsRegisterMessage, stripSpaces } from './rules.ts';

/** The number the service is for (serviceid / service_id); missing means the page lost it. */
const serviceIdField = z
  .string({ error: SmsRegisterMessage.PARAMETER_MISSING })
  .trim()
  .min(1, SmsRegisterMessage.PARAMETER_MISSING)
  .regex(MOBILE_PHONE_PATTERN, '业务号码格式错误');

/** A comma list of codes or numbers; the service checks each item. */
const commaListField = (label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(400, `${label}过长`)
    .regex(/^[\d,]*$/, `${label}格式错误`)
    .default('');

export const smsRequestSchema = z.object({
  id: z.number().int(),
  /** add: 登记; delete: 取消登记. */
  pickType: z.enum(['add', 'delete']),
  /** processing: 处理中; done: 已完成. */
  status: z.enum(['processing', 'done']),
  createdAt: z.string(),
});

export const smsRegisterStateSchema = z.object({
  /** The industry categories one can register, in display order (icons follow the order). */
  list: z.array(z.object({ name: z.string(), code: z.string() })),
  serviceKind: z.number().int(),
  success: z.object({
    /** Comma list of registered category names. */
    registerType: z.string(),
    /** Comma list of rejected numbers. */
    registerNums: z.string(),
  }),
  /** Number requests of the last days, newest first. */
  NumProcessing: z.array(smsRequestSchema.extend({ registerNums: z.string() })),
  /** Category requests of the last days, newest first; RegisterType lists category names. */
  TypeProcessing: z.array(smsRequestSchema.extend({ RegisterType: z.string() })),
});
export type SmsRegisterState = z.infer<typeof smsRegisterStateSchema>;

export const smsInterceptionSchema = z.object({
  id: z.number().int(),
  /** When the message arrived (ISO). */
  occurredAt: z.string(),
  /** The sender, masked in the middle (1069****0123). */
  sender: z.string(),
  /** The industry category's name; null for a message intercepted by its number only. */
  categoryName: z.string().nullable(),
  /** What rejected it: the registered industry or the rejected number. */
  reason: z.enum(['category', 'number']),
  /** Messages of this record (one delivery may carry several). */
  count: z.number().int(),
});
export type SmsInterception = z.infer<typeof smsInterceptionSchema>;

export const smsRegisterSchemas = {
  GET_SMSBYPHONE: {
    request: z.object({ serviceid: serviceIdField }),
    response: z.object({ isOrdered: z.boolean(), orderedAt: z.string().nullable() }),
  },
  SMSREGISTER: {
    request: z.object({
      serviceid: serviceIdField,
      regflag: z.enum([SmsRegisterFlag.ORDER, SmsRegisterFlag.UNSUBSCRIBE], { error: '办理类型错误' }),
    }),
    response: z.object({ isOrdered: z.boolean() }),
  },
  QUERY_SMSREGISTER: {
    request: z.object({ serviceid: serviceIdField }),
    response: smsRegisterStateSchema,
  },
  CHANGESMS: {
    request: z.object({
      serviceid: serviceIdField,
      addType: commaListField('登记行业'),
      delType: commaListField('取消登记行业'),
      addNum: commaListField('拒收号码'),
      delNum: commaListField('删除号码'),
    }),
    /** How many requests were queued for the back office. */
    response: z.object({ submitted: z.number().int() }),
  },
  SMS_INTERCEPTIONS: {
    request: z.object({ serviceid: serviceIdField }),
    response: z.object({
      /** Messages intercepted in the last 30 days. */
      total: z.number().int(),
      /** The newest records of those days, newest first (at most 100). */
      list: z.array(smsInterceptionSchema),
    }),
  },
  INSERTUSERAPPEAL: {
    request: z.object({
      service_id: serviceIdField,
      appeal_type: z.enum(FEEDBACK_TYPES, { error: SmsRegisterMessage.FEEDBACK_TYPE_REQUIRED }),
      appeal_note: multiLineString('反馈内容', SmsRegisterMessage.FEEDBACK_NOTE_REQUIRED)
        .transform(stripSpaces)
        .pipe(z.string().min(1, SmsRegisterMessage.FEEDBACK_NOTE_REQUIRED).max(FEEDBACK_MAX_LENGTH, SmsRegisterMessage.FEEDBACK_NOTE_TOO_LONG)),
    }),
    /** 1 when recorded. */
    response: z.object({ result: z.literal(1) }),
  },
} satisfies SchemaTable<typeof smsRegisterEndpoints>;
