import { z } from 'zod';
import { CONSOLE_INVOICE_STATES } from '../console-invoices/rules.ts';
import { FEEDBACK_SOURCES, NOTICE_CHANNELS, NOTICE_KINDS, NOTICE_STATUSES, POINTS_KINDS, RECHARGE_KINDS, RECHARGE_STATES } from './activity-rules.ts';

// The number record's activity (CONSOLE_NUMBER_ACTIVITY): top-ups, points, invoices, board posts and
// complaints, and the notices outside the SMS outbox; each list newest first, at most
// NUMBER_RECORD_LIST_LIMIT, personal data masked.

export const numberRechargeSchema = z.object({
  outTradeNo: z.string(),
  kind: z.enum(RECHARGE_KINDS),
  productName: z.string(),
  amountFen: z.number().int(),
  state: z.enum(RECHARGE_STATES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});

export const numberPointsEntrySchema = z.object({
  id: z.number().int(),
  change: z.number().int(),
  kind: z.enum(POINTS_KINDS),
  title: z.string(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});

export const numberInvoiceSchema = z.object({
  id: z.number().int(),
  /** YYYYMM, comma-separated. */
  months: z.string(),
  amountFen: z.number().int(),
  state: z.enum(CONSOLE_INVOICE_STATES),
  invoiceNumber: z.string().nullable(),
  /** A person's name masked (张**); a company's kept whole, as 发票管理 shows it. */
  buyerName: z.string(),
  /** Masked: z***@example.com. */
  email: z.string(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});

export const numberFeedbackSchema = z.object({
  source: z.enum(FEEDBACK_SOURCES),
  id: z.number().int(),
  /** The start of the content, mobile numbers in it masked. */
  preview: z.string(),
  createdAt: z.string(),
  /** A board post hidden by staff; a complaint is never hidden. */
  isHidden: z.boolean(),
  /** When staff answered (an official reply, or the complaint's answer); null while unanswered. */
  answeredAt: z.string().nullable(),
});

export const numberNoticeSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  id: z.number().int(),
  /** What it said: the alert's condition, the invoice's number, the detail's month. */
  text: z.string(),
  /** Where it went, masked: the number, or the e-mail address. */
  recipient: z.string(),
  channel: z.enum(NOTICE_CHANNELS).nullable(),
  status: z.enum(NOTICE_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When it was sent, or given up. */
  finishedAt: z.string().nullable(),
});

export const numberActivitySchema = z.object({
  recharges: z.array(numberRechargeSchema),
  points: z.array(numberPointsEntrySchema),
  invoices: z.array(numberInvoiceSchema),
  /** Board posts of the members bound to the number now, and complaints about it, newest first together. */
  feedback: z.array(numberFeedbackSchema),
  /** Usage alerts not sent by SMS (those are in the record's SMS log), invoice and usage-detail mails. */
  notices: z.array(numberNoticeSchema),
});
export type NumberActivity = z.infer<typeof numberActivitySchema>;
export type NumberNotice = z.infer<typeof numberNoticeSchema>;
