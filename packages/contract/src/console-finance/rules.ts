// Finance's queues and credit control's settings (财务): texts, limits and enums the pages and the
// server share (zod-free).

/** Rows per page of the refund and debt lists. */
export const FINANCE_PAGE_SIZE = 50;

/** The most refunds one bank batch records at once. */
export const REFUNDS_PAID_MAX = 100;

export const RefundListMessage = {
  DATE_INVALID: '日期格式错误',
  RANGE_REVERSED: '开始日期不能晚于结束日期',
} as const;

/** Why a refund of a batch was not recorded (the rest of the batch still is). */
export const REFUND_SKIP_REASONS = ['notFound', 'alreadyPaid', 'nothingToPay'] as const;
export type RefundSkipReason = (typeof REFUND_SKIP_REASONS)[number];
export const REFUND_SKIP_REASON_TEXT: Record<RefundSkipReason, string> = {
  notFound: '退费记录不存在',
  alreadyPaid: '已登记退款，未重复登记',
  nothingToPay: '无需退款',
};

export const RefundBatchMessage = {
  IDS_REQUIRED: '请选择要登记的退款',
  TOO_MANY: `一次最多登记${REFUNDS_PAID_MAX}笔退款`,
  DUPLICATE: '退款记录重复',
} as const;

/** The columns of the refund export, in order (amounts in yuan, the bank card by its last 4 only). */
export const REFUND_EXPORT_HEADERS = ['退费编号', '号码', '退款金额（元）', '银行卡尾号', '状态', '申请时间', '退款时间', '银行流水号', '登记人'] as const;

/** The columns of the debt export, in order (the number masked). */
export const DEBT_EXPORT_HEADERS = ['欠款编号', '号码', '欠款金额（元）', '原因', '状态', '产生时间', '核销时间', '核销人', '核销原因'] as const;

/** The columns of the billing run's export: one number's month per row. */
export const BILLING_RUN_EXPORT_HEADERS = ['账期', '号码', '扣费（元）', '出账时间'] as const;

/** Closed months per page of 出账批次, newest first. */
export const BILLING_RUN_MONTHS_PER_PAGE = 6;

/** What a number's month is to the run: billed, live in the month but not billed (a failure), or not live in it. */
export const BILLING_RUN_OUTCOMES = ['billed', 'unbilled', 'notLive'] as const;
export type BillingRunOutcome = (typeof BILLING_RUN_OUTCOMES)[number];
export const BILLING_RUN_OUTCOME_TEXT: Record<BillingRunOutcome, string> = {
  billed: '已出账',
  unbilled: '未出账（本月在网，批次未处理）',
  notLive: '该月不在网，无需出账',
};

export const BillingRunMessage = {
  MONTH_INVALID: '请选择账期',
  MONTH_NOT_CLOSED: '该账期尚未结束，月初出账后再查询',
  NUMBER_UNKNOWN: '号码不存在',
} as const;

/** Credit control's settings: the ranges the migration's checks hold (0049), said in days or yuan. */
export const CreditSettingsLimit = {
  DAYS_MIN: 1,
  DAYS_MAX: 365,
  /** 停机保号费 per month: at most 1000 yuan. */
  KEEP_FEE_FEN_MAX: 100_000,
  /** Adjustments above this need a second person's approval: at most 100000 yuan (the column is an integer). */
  ADJUSTMENT_APPROVAL_FEN_MAX: 10_000_000,
} as const;

/** The settings' names as the page and the refusals say them. */
export const CREDIT_SETTING_LABEL = {
  owingDaysBeforeSuspension: '欠费停机前的欠费天数',
  suspendedDaysBeforePreCancel: '欠费停机转预销户天数',
  preCancelDaysBeforeCancel: '预销户转销户天数',
  quarantineDaysBeforeRelease: '销户号码冷冻期',
  keepFeeFen: '停机保号月费',
  adjustmentApprovalAboveFen: '调账审批金额',
} as const;
