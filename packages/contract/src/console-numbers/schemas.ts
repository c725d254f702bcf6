import { z } from 'zod';
import { APPLICATION_STATUS_TEXT, type ApplicationStatusValue } from '../applications/rules.ts';
import { countField, rowIdField } from '../console-fields.ts';
import { mobilePhoneField, requiredText } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import { LIFT_REASON_MAX_LENGTH, LOSS_REPORT_LIFTERS } from '../loss-report/rules.ts';
import type { consoleNumbersEndpoints } from './endpoints.ts';
import { numberActivitySchema } from './activity-schemas.ts';
import { NUMBER_STATES } from '../number-state.ts';
import {
  ADJUSTMENT_DECISIONS,
  ADJUSTMENT_MAX_FEN,
  ADJUSTMENT_STATUSES,
  CREDIT_LIMIT_MAX_FEN,
  DEBT_CAUSES,
  DEBT_STATUSES,
  LEDGER_REASONS,
  NUMBER_ACTION_REASON_MAX_LENGTH,
  NumberActionMessage,
  NumberActionReasonLabel,
  REFUND_REFERENCE_MAX_LENGTH,
  REFUND_ROUTES,
  REFUND_STATUSES,
  SMS_CHANNELS,
  SMS_STATUSES,
} from './rules.ts';

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
  /** When the number entered its state. */
  stateSince: z.string(),
  /** The credit limit in force: the number's own when staff set one, else its package's. */
  creditLimitFen: z.number().int(),
  /** Whether staff set the number's own limit (else it is the package's). */
  isOwnCreditLimit: z.boolean(),
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

/** A former owner of the number, before it went back to the pool: their records stay apart. */
export const numberFormerOwnerSchema = z.object({
  tenure: z.number().int(),
  /** Masked. */
  ownerName: z.string(),
  joinedAt: z.string(),
  cancelledAt: z.string(),
  releasedAt: z.string(),
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
  /** The number's owners before it last went back to the pool, the latest first. */
  formerOwners: z.array(numberFormerOwnerSchema),
});
export type NumberRecord = z.infer<typeof numberRecordSchema>;
export type NumberSms = z.infer<typeof numberSmsSchema>;
export type NumberLossReport = z.infer<typeof numberLossReportSchema>;

/** One month's bill: its items and their total. */
export const numberBillSchema = z.object({
  /** YYYYMM. */
  month: z.string(),
  totalFen: z.number().int(),
  items: z.array(z.object({ name: z.string(), amountFen: z.number().int() })),
});

/** One change of the balance, with the balance after it. */
export const numberLedgerEntrySchema = z.object({
  id: z.number().int(),
  changeFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  /** The entry's own words where the reason alone does not say it (a gift names its other number, masked). */
  title: z.string().nullable(),
  createdAt: z.string(),
});

/** One China day's usage. */
export const numberUsageDaySchema = z.object({
  /** YYYY-MM-DD. */
  day: z.string(),
  generalMb: z.number(),
  directedMb: z.number(),
  voiceMinutes: z.number().int(),
  smsCount: z.number().int(),
});

export const numberStateChangeSchema = z.object({
  id: z.number().int(),
  fromState: z.enum(NUMBER_STATES),
  toState: z.enum(NUMBER_STATES),
  transition: z.string(),
  /** The transition's name (NUMBER_TRANSITION_TEXT), or its code when it has none. */
  transitionLabel: z.string(),
  reason: z.string().nullable(),
  /** The staff member who made it (display name), null when a flow did. */
  staffName: z.string().nullable(),
  createdAt: z.string(),
});

/** What a cancelled number still owes, and whether it was written off (by whom, why). */
export const numberDebtSchema = z.object({
  id: z.number().int(),
  amountFen: z.number().int(),
  cause: z.enum(DEBT_CAUSES),
  status: z.enum(DEBT_STATUSES),
  createdAt: z.string(),
  writtenOffAt: z.string().nullable(),
  writtenOffBy: z.string().nullable(),
  writeOffReason: z.string().nullable(),
});

/** A balance adjustment (调账): applied at once, or waiting for a second staff member. */
export const numberAdjustmentSchema = z.object({
  id: z.number().int(),
  amountFen: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** Whether the staff member reading may approve or reject it: pending, an approver, not its requester. */
  canDecide: z.boolean(),
});

export const numberAccountSchema = z.object({
  /** Newest month first, the last NUMBER_BILL_MONTHS months. */
  bills: z.array(numberBillSchema),
  /** Newest first, at most NUMBER_RECORD_LIST_LIMIT. */
  ledger: z.array(numberLedgerEntrySchema),
  /** Newest day first, the last NUMBER_USAGE_DAYS days with usage. */
  usage: z.array(numberUsageDaySchema),
  /** Newest first, at most NUMBER_RECORD_LIST_LIMIT. */
  stateChanges: z.array(numberStateChangeSchema),
  debts: z.array(numberDebtSchema),
  /** Waiting ones first, then newest first. */
  adjustments: z.array(numberAdjustmentSchema),
  /** Adjustments above this wait for a second staff member's approval. */
  approvalAboveFen: z.number().int(),
});
export type NumberAccount = z.infer<typeof numberAccountSchema>;
export type NumberAdjustment = z.infer<typeof numberAdjustmentSchema>;
export type NumberDebt = z.infer<typeof numberDebtSchema>;

/** The number's state after a staff action moved it. */
export const numberStateSchema = z.object({ status: z.enum(NUMBER_STATES), stateSince: z.string() });

const actionReasonField = (label: string) => requiredText(label, NUMBER_ACTION_REASON_MAX_LENGTH);
const numberActionRequest = (reasonLabel: string) => z.object({ phone: mobilePhoneField, reason: actionReasonField(reasonLabel) });

const adjustmentAmountField = z
  .number({ error: NumberActionMessage.ADJUSTMENT_REQUIRED })
  .int(NumberActionMessage.ADJUSTMENT_NOT_FEN)
  .min(-ADJUSTMENT_MAX_FEN, NumberActionMessage.ADJUSTMENT_TOO_LARGE)
  .max(ADJUSTMENT_MAX_FEN, NumberActionMessage.ADJUSTMENT_TOO_LARGE)
  .refine((fen) => fen !== 0, NumberActionMessage.ADJUSTMENT_ZERO);

export const consoleNumbersSchemas = {
  CONSOLE_NUMBER_RECORD: {
    request: z.object({ phone: mobilePhoneField }),
    response: numberRecordSchema,
  },
  CONSOLE_NUMBER_ACCOUNT: {
    request: z.object({ phone: mobilePhoneField }),
    response: numberAccountSchema,
  },
  CONSOLE_NUMBER_ACTIVITY: {
    request: z.object({ phone: mobilePhoneField }),
    response: numberActivitySchema,
  },
  CONSOLE_REFUND_PAID: {
    request: z.object({ refundId: rowIdField('退费记录'), reference: requiredText('银行流水号', REFUND_REFERENCE_MAX_LENGTH) }),
    response: numberRefundSchema,
  },
  CONSOLE_LIFT_LOSS_REPORT: {
    request: z.object({ lossReportId: rowIdField('挂失记录'), reason: requiredText('解挂原因', LIFT_REASON_MAX_LENGTH) }),
    response: numberLossReportSchema,
  },
  CONSOLE_SUSPEND_NUMBER: { request: numberActionRequest(NumberActionReasonLabel.suspend), response: numberStateSchema },
  CONSOLE_RESUME_NUMBER: { request: numberActionRequest(NumberActionReasonLabel.resume), response: numberStateSchema },
  CONSOLE_LIFT_AUDIT_SUSPENSION: { request: numberActionRequest(NumberActionReasonLabel.liftAudit), response: numberStateSchema },
  CONSOLE_START_CANCELLATION: { request: numberActionRequest(NumberActionReasonLabel.startCancellation), response: numberStateSchema },
  CONSOLE_SET_CREDIT_LIMIT: {
    request: z.object({
      phone: mobilePhoneField,
      /** Null: the package's limit again. */
      creditLimitFen: countField('信用额度', CREDIT_LIMIT_MAX_FEN).nullable(),
      reason: actionReasonField(NumberActionReasonLabel.creditLimit),
    }),
    response: z.object({ creditLimitFen: z.number().int(), isOwnCreditLimit: z.boolean() }),
  },
  CONSOLE_REQUEST_ADJUSTMENT: {
    request: z.object({ phone: mobilePhoneField, amountFen: adjustmentAmountField, reason: actionReasonField(NumberActionReasonLabel.adjustment) }),
    response: numberAdjustmentSchema,
  },
  CONSOLE_DECIDE_ADJUSTMENT: {
    request: z.object({
      adjustmentId: rowIdField('调账记录'),
      decision: z.enum(ADJUSTMENT_DECISIONS, { error: NumberActionMessage.DECISION_REQUIRED }),
      reason: actionReasonField(NumberActionReasonLabel.decision),
    }),
    response: numberAdjustmentSchema,
  },
  CONSOLE_WRITE_OFF_DEBT: {
    request: z.object({ debtId: rowIdField('欠款记录'), reason: actionReasonField(NumberActionReasonLabel.debtWriteOff) }),
    response: numberDebtSchema,
  },
} satisfies SchemaTable<typeof consoleNumbersEndpoints>;
