import { NUMBER_STATES } from '../number-state.ts';
import { z } from 'zod';
import type { consoleSandboxEndpoints } from './endpoints.ts';
import { optionalLineField } from '../console-fields.ts';
import { mobilePhoneField, lineString } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { REJECT_NUMBER_PATTERN, SMS_INDUSTRY_CODES } from '../sms-register/rules.ts';
import { INJECTED_USAGE_KINDS, INJECTED_USAGE_MAX, InjectedSmsMessage, USAGE_PROFILES } from './rules.ts';

/** Chosen by the browser once per form submit, so a repeated click records the usage once. */
const requestIdField = z
  .string({ error: '缺少请求编号' })
  .trim()
  .min(8, '请求编号无效')
  .max(64, '请求编号无效')
  .regex(/^[\w-]+$/, '请求编号无效');

export const sandboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(z.object({ filename: z.string(), url: z.string() })),
});
export type SandboxMail = z.infer<typeof sandboxMailSchema>;

export const sandboxPaymentSchema = z.object({
  ref: z.string(),
  outTradeNo: z.string(),
  description: z.string(),
  amountFen: z.number().int(),
  createdAt: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

export const sandboxWechatMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['template', 'subscribe']),
  openid: z.string(),
  /** The number the recipient's member is bound to, and their nickname (null when no member has the openid). */
  phone: z.string().nullable(),
  nickname: z.string().nullable(),
  templateId: z.string(),
  url: z.string(),
  data: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type SandboxWechatMessage = z.infer<typeof sandboxWechatMessageSchema>;

export const consoleSandboxSchemas = {
  CONSOLE_SANDBOX_MAILS: {
    request: z.object({ to: optionalLineField('收件人', 100) }),
    response: z.object({ list: z.array(sandboxMailSchema) }),
  },
  CONSOLE_SANDBOX_WECHAT_OUTBOX: {
    request: z.object({ phone: optionalLineField('手机号', 11) }),
    response: z.object({ list: z.array(sandboxWechatMessageSchema) }),
  },
  /** Each step only while its system is on its sandbox: WeChat Pay's, the issuing platform's, the demo aids'. */
  CONSOLE_SANDBOX_STEPS: {
    request: z.object({}),
    response: z.object({
      /** WeChat Pay orders waiting at the cashier (wechat). */
      payments: z.array(sandboxPaymentSchema).optional(),
      /** SMS do-not-disturb requests the back office is still processing (demo). */
      smsRegisterProcessing: z.number().int().optional(),
      /** Invoice failures queued for the next applications (invoice). */
      invoiceFailuresQueued: z.number().int().optional(),
      /** Numbers that owe a promise video (demo). */
      promiseVideos: z.array(z.object({ phone: z.string(), createdAt: z.string() })).optional(),
      /** The sandbox clock: the server's time, and whether it has been moved ahead of real time (demo, never in production). */
      clock: z.object({ now: z.string(), isMoved: z.boolean() }).optional(),
      /** Numbers whose daily usage the simulator generates, and the last day it generated (demo). */
      usageProfiles: z.array(z.object({ phone: z.string(), profile: z.enum(USAGE_PROFILES), simulatedThrough: z.string() })).optional(),
    }),
  },
  CONSOLE_SANDBOX_DECIDE_PAYMENT: {
    request: z.object({
      ref: lineString('支付订单', '缺少支付订单').trim().min(1, '缺少支付订单').max(64, '支付订单不存在'),
      result: z.enum(['SUCCESS', 'PAYERROR'], { error: '请选择支付结果' }),
    }),
    response: z.object({ state: z.enum(['NOTPAY', 'SUCCESS', 'PAYERROR', 'CLOSED']) }),
  },
  CONSOLE_SANDBOX_FAIL_NEXT_INVOICE: {
    request: z.object({ reason: optionalLineField('失败原因', 100) }),
    response: z.object({ invoiceFailuresQueued: z.number().int() }),
  },
  CONSOLE_SANDBOX_PROCESS_SMS_REGISTER: { request: z.object({}), response: z.object({ processedNumbers: z.number().int() }) },
  CONSOLE_SANDBOX_RECORD_PROMISE_VIDEO: { request: z.object({ phone: mobilePhoneField }), response: z.object({ isRecorded: z.literal(true) }) },
  CONSOLE_SANDBOX_MOVE_CLOCK: {
    request: z.object({ to: z.enum(['next_month_first'], { error: '请选择要拨到的时间' }) }),
    response: z.object({ now: z.string() }),
  },
  CONSOLE_SANDBOX_INJECT_USAGE: {
    request: z
      .object({
        requestId: requestIdField,
        phone: mobilePhoneField,
        kind: z.enum(INJECTED_USAGE_KINDS, { error: '请选择使用类型' }),
        amount: z.number({ error: '请填写数量' }).int('数量须为整数').min(1, '数量不能小于1'),
        /** The other party of a call or text message. */
        otherParty: mobilePhoneField.optional(),
        /** The sender of a received message or the caller of a received call: a mobile, a fixed line or a service number (1069…, 95…). */
        sender: z.string({ error: InjectedSmsMessage.SENDER_INVALID }).trim().regex(REJECT_NUMBER_PATTERN, InjectedSmsMessage.SENDER_INVALID).optional(),
        /** The industry category of a received message (the do-not-disturb codes); none for a personal one. */
        category: z.enum(SMS_INDUSTRY_CODES, { error: InjectedSmsMessage.CATEGORY_INVALID }).optional(),
      })
      .superRefine((usage, context) => {
        if (usage.amount > INJECTED_USAGE_MAX[usage.kind]) {
          context.addIssue({ code: 'custom', path: ['amount'], message: `数量不能超过${INJECTED_USAGE_MAX[usage.kind]}` });
        }
        if ((usage.kind === 'voice_minutes' || usage.kind === 'sms_count') && !usage.otherParty) {
          context.addIssue({ code: 'custom', path: ['otherParty'], message: '请输入对方号码' });
        }
        if (usage.kind === 'sms_received' && !usage.sender) {
          context.addIssue({ code: 'custom', path: ['sender'], message: InjectedSmsMessage.SENDER_REQUIRED });
        }
        if (usage.kind === 'call_received' && !usage.sender) {
          context.addIssue({ code: 'custom', path: ['sender'], message: InjectedSmsMessage.CALLER_REQUIRED });
        }
        if (usage.kind !== 'sms_received' && usage.kind !== 'call_received' && usage.sender !== undefined) {
          context.addIssue({ code: 'custom', path: ['sender'], message: InjectedSmsMessage.ONLY_RECEIVED });
        }
        if (usage.kind !== 'sms_received' && usage.category !== undefined) {
          context.addIssue({ code: 'custom', path: ['category'], message: InjectedSmsMessage.CATEGORY_ONLY_SMS });
        }
      }),
    /** intercepted: received messages and calls that SMS do-not-disturb or call protection kept from it (not recorded). */
    response: z.object({ recorded: z.number().int(), intercepted: z.number().int(), balanceFen: z.number().int(), status: z.enum(NUMBER_STATES) }),
  },
  CONSOLE_SANDBOX_SET_USAGE_PROFILE: {
    request: z.object({ phone: mobilePhoneField, profile: z.enum([...USAGE_PROFILES, 'none'], { error: '请选择使用画像' }) }),
    response: z.object({ profile: z.enum([...USAGE_PROFILES, 'none']) }),
  },
} satisfies SchemaTable<typeof consoleSandboxEndpoints>;
