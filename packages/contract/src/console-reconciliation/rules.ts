// Zod-free, so the console page can use it: the reconciliation's statuses and mismatch kinds.

/** `failed` is retried by the schedule; `flagged` (未能对账) is a day it gave up on, left for an admin. */
export const RECONCILIATION_STATUSES = ['running', 'matched', 'mismatched', 'failed', 'flagged'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const ReconciliationStatusLabel: Record<ReconciliationStatus, string> = {
  running: '对账中',
  matched: '已平账',
  mismatched: '有差异',
  failed: '失败，待重试',
  flagged: '未能对账',
};

export const MISMATCH_KINDS = ['missing_here', 'missing_at_wechat', 'amount_differs', 'refund_differs'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const MismatchKindLabel: Record<MismatchKind, string> = {
  missing_here: '微信已收款，本系统未支付或无此订单',
  missing_at_wechat: '本系统已支付，微信账单中没有',
  amount_differs: '金额不一致',
  refund_differs: '退款不一致',
};

/**
 * How many days the list shows (besides every 未能对账 day, always listed), how far back a rerun
 * may go (WeChat Pay keeps bills three months; a flagged day may be retried whatever its age), and
 * after how many failed attempts the schedule stops retrying a day and flags it: 48 half-hourly
 * retries, a day of trying.
 */
export const ReconciliationLimit = { LIST_DAYS: 60, RERUN_DAYS_BACK: 90, FLAG_AFTER_ATTEMPTS: 48 } as const;

export const ReconciliationMessage = {
  BAD_DATE: '请选择对账日期',
  NOT_READY: '该日账单尚未生成，微信支付在次日10:00（北京时间）后提供',
  TOO_OLD: '仅可对账最近90天的账单',
  RUNNING: '该日正在对账，请稍后刷新',
  NO_RUN: '该日尚未对账',
} as const;
