import { z } from 'zod';
import { countField, exportRangeShape, rowIdField } from '../console-fields.ts';
import { DEBT_STATUSES, REFUND_REFERENCE_MAX_LENGTH, REFUND_STATUSES } from '../console-numbers/rules.ts';
import { mobilePhoneField, requiredText } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { consoleFinanceEndpoints } from './endpoints.ts';
import { BILLING_RUN_OUTCOMES, CREDIT_SETTING_LABEL, CreditSettingsLimit, REFUND_SKIP_REASONS, RefundBatchMessage, REFUNDS_PAID_MAX } from './rules.ts';

const dayField = (label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, `${label}格式错误`)
    .default('');
const optionalPhoneField = z.union([z.literal(''), mobilePhoneField]).default('');
const pageField = countField('页码', 10_000, 1).default(1);
const monthField = z.string({ error: '请选择账期' }).regex(/^\d{4}(0[1-9]|1[0-2])$/, '账期格式错误');

/** A setting counted in days: whole days within the migration's range. */
const daysField = (label: string) =>
  z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(CreditSettingsLimit.DAYS_MIN, `${label}须在${CreditSettingsLimit.DAYS_MIN}到${CreditSettingsLimit.DAYS_MAX}天之间`)
    .max(CreditSettingsLimit.DAYS_MAX, `${label}须在${CreditSettingsLimit.DAYS_MIN}到${CreditSettingsLimit.DAYS_MAX}天之间`);
/** An amount in fen the form enters in yuan: the cap is said in yuan. */
const yuanCappedFenField = (label: string, maxFen: number) =>
  z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数（分）`)
    .min(0, `${label}不能为负数`)
    .max(maxFen, `${label}不能超过${maxFen / 100}元`);

// Refunds ------------------------------------------------------------------------------------

const refundFilterShape = {
  status: z.enum(REFUND_STATUSES, { error: '请选择退款状态' }).default('pending'),
  phone: optionalPhoneField,
  /** China days of the refund's creation, both included; empty: no bound. */
  from: dayField('开始日期'),
  to: dayField('结束日期'),
};

export const financeRefundSchema = z.object({
  id: z.number().int(),
  /** Masked: 170****0002. */
  phone: z.string(),
  amountFen: z.number().int(),
  /** The bank card's last 4 (the details stay sealed); null when there is no card. */
  bankCardTail: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paidReference: z.string().nullable(),
  /** Who recorded the payment (display name). */
  paidBy: z.string().nullable(),
});
export type FinanceRefund = z.infer<typeof financeRefundSchema>;

// Debts --------------------------------------------------------------------------------------

export const financeDebtSchema = z.object({
  id: z.number().int(),
  /** The whole number: the link to its record (号码档案); the page shows it masked. */
  phone: z.string(),
  amountFen: z.number().int(),
  /** How the number came to be cancelled with the debt, and its name (DEBT_CAUSE_TEXT of the number record). */
  cause: z.string(),
  causeText: z.string(),
  status: z.enum(DEBT_STATUSES),
  createdAt: z.string(),
  writtenOffAt: z.string().nullable(),
  /** Who wrote it off (display name), and why. */
  writtenOffBy: z.string().nullable(),
  writeOffReason: z.string().nullable(),
});
export type FinanceDebt = z.infer<typeof financeDebtSchema>;

// Billing runs -------------------------------------------------------------------------------

export const billingRunMonthSchema = z.object({
  /** YYYYMM. */
  month: z.string(),
  /** Numbers with a run row for the month. */
  billedNumbers: z.number().int(),
  chargedFen: z.number().int(),
  /** Numbers live in the month without a run row (the run failed on them, or has not reached them). */
  unbilledNumbers: z.number().int(),
  /** When the month's first and last numbers were billed; null when none was. */
  firstRanAt: z.string().nullable(),
  lastRanAt: z.string().nullable(),
});
export type BillingRunMonth = z.infer<typeof billingRunMonthSchema>;

export const billingRunNumberSchema = z.object({
  /** Masked. */
  phone: z.string(),
  month: z.string(),
  outcome: z.enum(BILLING_RUN_OUTCOMES),
  /** The run row: what it charged the balance, and when. */
  chargedFen: z.number().int().nullable(),
  ranAt: z.string().nullable(),
  /** The month's bill lines (the run's fees and the usage charged during the month). */
  lines: z.array(z.object({ itemName: z.string(), amountFen: z.number().int() })),
  billTotalFen: z.number().int(),
});
export type BillingRunNumber = z.infer<typeof billingRunNumberSchema>;

// Credit settings ----------------------------------------------------------------------------

const creditSettingsFields = {
  owingDaysBeforeSuspension: daysField(CREDIT_SETTING_LABEL.owingDaysBeforeSuspension),
  suspendedDaysBeforePreCancel: daysField(CREDIT_SETTING_LABEL.suspendedDaysBeforePreCancel),
  preCancelDaysBeforeCancel: daysField(CREDIT_SETTING_LABEL.preCancelDaysBeforeCancel),
  quarantineDaysBeforeRelease: daysField(CREDIT_SETTING_LABEL.quarantineDaysBeforeRelease),
  keepFeeFen: yuanCappedFenField(CREDIT_SETTING_LABEL.keepFeeFen, CreditSettingsLimit.KEEP_FEE_FEN_MAX),
  adjustmentApprovalAboveFen: yuanCappedFenField(CREDIT_SETTING_LABEL.adjustmentApprovalAboveFen, CreditSettingsLimit.ADJUSTMENT_APPROVAL_FEN_MAX),
};

export const creditSettingsSchema = z.object({
  owingDaysBeforeSuspension: z.number().int(),
  suspendedDaysBeforePreCancel: z.number().int(),
  preCancelDaysBeforeCancel: z.number().int(),
  quarantineDaysBeforeRelease: z.number().int(),
  keepFeeFen: z.number().int(),
  adjustmentApprovalAboveFen: z.number().int(),
  updatedAt: z.string(),
  /** Who saved them last (display name); null for the migration's defaults. */
  updatedBy: z.string().nullable(),
});
export type CreditSettingsView = z.infer<typeof creditSettingsSchema>;

export const consoleFinanceSchemas = {
  CONSOLE_REFUNDS: {
    request: z.object({ ...refundFilterShape, page: pageField }),
    response: z.object({ total: z.number().int(), totalAmountFen: z.number().int(), list: z.array(financeRefundSchema) }),
  },
  CONSOLE_EXPORT_REFUNDS: {
    /** from/to: China days of the refund's creation, both included, required. */
    request: z.object({ status: refundFilterShape.status, phone: optionalPhoneField, ...exportRangeShape }),
    /** A CSV file (UTF-8 with BOM), not an envelope. */
    response: z.unknown(),
  },
  CONSOLE_REFUNDS_PAID: {
    request: z.object({
      refundIds: z
        .array(rowIdField('退费记录'), { error: RefundBatchMessage.IDS_REQUIRED })
        .min(1, RefundBatchMessage.IDS_REQUIRED)
        .max(REFUNDS_PAID_MAX, RefundBatchMessage.TOO_MANY)
        .refine((ids) => new Set(ids).size === ids.length, RefundBatchMessage.DUPLICATE),
      reference: requiredText('银行流水号', REFUND_REFERENCE_MAX_LENGTH),
    }),
    response: z.object({
      paid: z.array(financeRefundSchema),
      skipped: z.array(z.object({ id: z.number().int(), reason: z.enum(REFUND_SKIP_REASONS) })),
    }),
  },
  CONSOLE_DEBTS: {
    request: z.object({ status: z.enum(DEBT_STATUSES, { error: '请选择欠款状态' }).default('owed'), phone: optionalPhoneField, page: pageField }),
    response: z.object({
      total: z.number().int(),
      /** Everything still owed, whatever the filter. */
      totalOwedFen: z.number().int(),
      list: z.array(financeDebtSchema),
    }),
  },
  CONSOLE_EXPORT_DEBTS: {
    /** from/to: China days the debts arose, both included. */
    request: z.object({ status: z.enum(DEBT_STATUSES, { error: '请选择欠款状态' }).default('owed'), phone: optionalPhoneField, ...exportRangeShape }),
    /** A CSV file (UTF-8 with BOM), not an envelope. */
    response: z.unknown(),
  },
  CONSOLE_BILLING_RUNS: {
    request: z.object({ page: pageField }),
    response: z.object({ months: z.array(billingRunMonthSchema), hasMore: z.boolean() }),
  },
  CONSOLE_BILLING_RUN_NUMBER: {
    request: z.object({ month: monthField, phone: mobilePhoneField }),
    response: billingRunNumberSchema,
  },
  CONSOLE_EXPORT_BILLING_RUN: {
    /** from/to: China days the run billed the numbers, both included. */
    request: z.object(exportRangeShape),
    /** A CSV file (UTF-8 with BOM), not an envelope. */
    response: z.unknown(),
  },
  CONSOLE_CREDIT_SETTINGS: { request: z.object({}), response: creditSettingsSchema },
  CONSOLE_SAVE_CREDIT_SETTINGS: { request: z.object(creditSettingsFields), response: creditSettingsSchema },
} satisfies SchemaTable<typeof consoleFinanceEndpoints>;
