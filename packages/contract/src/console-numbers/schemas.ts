import { z } from 'zod';
import { APPLICATION_STATUS_TEXT, type ApplicationStatusValue } from '../applications/rules.ts';
import { rowIdField } from '../console-fields.ts';
import { mobilePhoneField, requiredText } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { LIFT_REASON_MAX_LENGTH, LOSS_REPORT_LIFTERS } from '../loss-report/rules.ts';
import type { consoleNumbersEndpoints } from './endpoints.ts';
import { NUMBER_STATES } from '../number-state.ts';
import { REFUND_REFERENCE_MAX_LENGTH, REFUND_ROUTES, REFUND_STATUSES, SMS_CHANNELS, SMS_STATUSES } from './rules.ts';

const APPLICATION_STATUSES = Object.keys(APPLICATION_STATUS_TEXT) as [ApplicationStatusValue, ...ApplicationStatusValue[]];

/** The number as the back office holds it; personal data masked as the review queue masks it. */
export const numberProfileSchema = z.object({
  /** Masked: 170****0004. */
  phone: z.string(),
  status: z.enum(NUMBER_STATES),
  cancelledAt: z.string().nullable(),
  /** Masked: 张**. */
  ownerName: z.string(),
  /** Masked: 1101**********1234. */
  idNumber: z.string(),
  isRealName: z.boolean(),
  /** The current card, its last 4 only: ****1234. */
  iccid: z.string(),
  /** WeChat members bound to the number now. */
  boundMembers: z.number().int(),
  balanceFen: z.number().int(),
  points: z.number().int(),
});

export const numberRefundSchema = z.object({
  id: z.number().int(),
  amountFen: z.number().int(),
  route: z.enum(REFUND_ROUTES),
  /** The bank card's last 4 (the details stay sealed); null when nothing is refunded to a card. */
  bankCardTail: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  /** When finance paid it, and the bank transfer's reference. */
  paidAt: z.string().nullable(),
  paidReference: z.string().nullable(),
});

export const numberCardChangeSchema = z.object({
  id: z.number().int(),
  oldIccidTail: z.string(),
  newIccidTail: z.string(),
  changedAt: z.string(),
});

export const numberApplicationSchema = z.object({
  /** The application's own number (application no, or the SIM replacement's id). */
  applicationNo: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const numberOrderSchema = z.object({
  oid: z.string(),
  name: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const numberSmsSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kindLabel: z.string(),
  /** The text as the sandbox gateway renders it. */
  text: z.string(),
  /** Where it went (the number, or a spare number given on a form), masked. */
  phone: z.string(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When it was sent, or given up. */
  finishedAt: z.string().nullable(),
  /** The channel that delivered it: a WeChat template message or the SMS; null until sent. */
  sentBy: z.enum(SMS_CHANNELS).nullable(),
});

/** A loss report (挂失) of the number, and how it ended. */
export const numberLossReportSchema = z.object({
  id: z.number().int(),
  reportedAt: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.enum(LOSS_REPORT_LIFTERS).nullable(),
  /** Staff's reason for lifting it at a store. */
  liftReason: z.string().nullable(),
});

export const numberRecordSchema = z.object({
  number: numberProfileSchema,
  refunds: z.array(numberRefundSchema),
  cardChanges: z.array(numberCardChangeSchema),
  /** Newest first; the one with no liftedAt is in force. */
  lossReports: z.array(numberLossReportSchema),
  applications: z.array(numberApplicationSchema),
  orders: z.array(numberOrderSchema),
  sms: z.array(numberSmsSchema),
});
export type NumberRecord = z.infer<typeof numberRecordSchema>;
export type NumberSms = z.infer<typeof numberSmsSchema>;
export type NumberLossReport = z.infer<typeof numberLossReportSchema>;

export const consoleNumbersSchemas = {
  CONSOLE_NUMBER_RECORD: {
    request: z.object({ phone: mobilePhoneField }),
    response: numberRecordSchema,
  },
  CONSOLE_REFUND_PAID: {
    request: z.object({ refundId: rowIdField('退费记录'), reference: requiredText('银行流水号', REFUND_REFERENCE_MAX_LENGTH) }),
    response: numberRefundSchema,
  },
  CONSOLE_LIFT_LOSS_REPORT: {
    request: z.object({ lossReportId: rowIdField('挂失记录'), reason: requiredText('解挂原因', LIFT_REASON_MAX_LENGTH) }),
    response: numberLossReportSchema,
  },
} satisfies SchemaTable<typeof consoleNumbersEndpoints>;
