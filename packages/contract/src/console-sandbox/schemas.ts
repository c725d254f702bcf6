import { z } from 'zod';
import type { consoleSandboxEndpoints } from './endpoints.ts';
import { optionalLineField } from '../console-fields.ts';
import { mobilePhoneField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';

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

export const consoleSandboxSchemas = {
  CONSOLE_SANDBOX_MAILS: {
    request: z.object({ to: optionalLineField('收件人', 100) }),
    response: z.object({ list: z.array(sandboxMailSchema) }),
  },
  CONSOLE_SANDBOX_STEPS: {
    request: z.object({}),
    response: z.object({
      /** WeChat Pay orders waiting at the cashier. */
      payments: z.array(sandboxPaymentSchema),
      /** SMS do-not-disturb requests the back office is still processing. */
      smsRegisterProcessing: z.number().int(),
      /** Invoice failures queued for the next applications. */
      invoiceFailuresQueued: z.number().int(),
      /** Numbers that owe a promise video. */
      promiseVideos: z.array(z.object({ phone: z.string(), createdAt: z.string() })),
    }),
  },
  CONSOLE_SANDBOX_DECIDE_PAYMENT: {
    request: z.object({
      ref: z.string({ error: '缺少支付订单' }).trim().min(1, '缺少支付订单').max(64, '支付订单不存在'),
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
} satisfies SchemaTable<typeof consoleSandboxEndpoints>;
