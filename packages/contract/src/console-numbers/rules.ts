// The number record (号码档案): texts and limits the page and the server share (zod-free).

import type { NotificationKind } from '../notifications/rules.ts';
import type { NumberTransition } from '../number-state.ts';

export const NumberRecordMessage = {
  UNKNOWN: '号码不存在',
  RELEASED: '该号码已销户并回收至号码池，当前无在网机主',
} as const;

/** Each list of the record shows at most this many entries, newest first. */
export const NUMBER_RECORD_LIST_LIMIT = 100;

export const REFUND_ROUTES = ['bank', 'forfeited'] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];
export const REFUND_ROUTE_TEXT: Record<RefundRoute, string> = {
  bank: '退至银行卡',
  forfeited: '不退费',
};

export const REFUND_STATUSES = ['pending', 'paid', 'none'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  pending: '待退款',
  paid: '已退款',
  none: '无需退款',
};

export const RefundPaidMessage = {
  NOT_PENDING: '该退费已处理或无需退款',
} as const;

/** The bank transfer's reference (流水号) staff record when a refund has been paid. */
export const REFUND_REFERENCE_MAX_LENGTH = 40;

export const SMS_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_STATUS_TEXT: Record<SmsStatus, string> = {
  waiting: '待发送',
  sent: '已发送',
  failed: '发送失败',
};

/** The channel that delivered a notification (the official account first where configured). */
export const SMS_CHANNELS = ['sms', 'wechat'] as const;
export type SmsChannel = (typeof SMS_CHANNELS)[number];
export const SMS_CHANNEL_TEXT: Record<SmsChannel, string> = { sms: '短信', wechat: '微信公众号' };

/** What staff call each notification in the SMS log; a new kind does not compile until it is named here. */
export const NOTIFICATION_KIND_TEXT: Record<NotificationKind, string> = {
  cancellationPassed: '销户审核通过',
  cancellationRefused: '销户审核未通过',
  transferPassed: '过户完成',
  transferRefused: '过户未通过',
  simReplacementPassed: '补换卡审核通过',
  simReplacementRefused: '补换卡审核未通过',
  realNamePassed: '实名补登记通过',
  realNameRefused: '实名补登记未通过',
  openingPassed: '开户审核通过',
  openingRefused: '开户审核未通过',
  serviceAnswered: '客服回复',
  refundPaid: '销户退款到账',
  transferCode: '过户验证码',
  billIssued: '账单通知',
  arrearsNotice: '欠费提醒',
  arrearsSuspended: '欠费停机',
  serviceRestored: '复机通知',
  preCancelled: '预销户通知',
  cancelledForArrears: '欠费销户',
  keepSuspended: '停机保号',
  keepResumed: '停机保号结束',
  staffSuspended: '管理停机',
  giftSent: '转赠成功通知',
  giftReceived: '收到转赠通知',
  usageAlert: '用量提醒',
  autoTopUpPaid: '自动充值成功',
  autoTopUpFailed: '自动充值失败',
  autoTopUpEnded: '自动充值解约',
  fundPoolLow: '渠道资金池余额提醒',
};

// Staff actions on the number record (each with a reason, audit-logged, a service order on the
// number's /orderQuery) and the money and life-cycle lists the record shows.

/** The staff actions; the record's buttons and the number's service orders name them alike. */
export const NUMBER_ACTIONS = ['suspend', 'resume', 'liftAudit', 'startCancellation', 'creditLimit', 'adjustment', 'debtWriteOff'] as const;
export type NumberAction = (typeof NUMBER_ACTIONS)[number];
export const NUMBER_ACTION_TEXT: Record<NumberAction, string> = {
  suspend: '停机',
  resume: '复机',
  liftAudit: '解除审核停机',
  startCancellation: '发起销户',
  creditLimit: '调整信用额度',
  adjustment: '调账',
  debtWriteOff: '核销欠款',
};

/** What a service order of a staff action is called on /orderQuery (业务名称). */
export const NUMBER_ACTION_ORDER_NAME: Record<NumberAction, string> = {
  suspend: '管理停机',
  resume: '管理复机',
  liftAudit: '解除审核停机',
  startCancellation: '预销户',
  creditLimit: '信用额度调整',
  adjustment: '话费调账',
  debtWriteOff: '欠款核销',
};

/** The detail lines of those service orders. */
export const NumberActionOrderLine = {
  NAME: '业务名称',
  CHANNEL: '办理渠道',
  CHANNEL_VALUE: '营业厅人工办理',
  REASON: '办理原因',
  STATE: '号码状态',
  CREDIT_LIMIT: '信用额度',
  CREDIT_LIMIT_OF_PACKAGE: '按套餐额度',
  AMOUNT: '调账金额',
  DEBT: '核销金额',
  REFUSED: '未通过原因',
} as const;

/** What the reason of each action is called on its form and in its refusal (请填写…). */
export const NumberActionReasonLabel = {
  suspend: '停机原因',
  resume: '复机原因',
  liftAudit: '核验说明',
  startCancellation: '销户原因',
  creditLimit: '调整原因',
  adjustment: '调账原因',
  decision: '审批意见',
  debtWriteOff: '核销原因',
} as const satisfies Record<NumberAction | 'decision', string>;

/** A staff reason (停机原因, 调账原因…) is at most this long. */
export const NUMBER_ACTION_REASON_MAX_LENGTH = 100;
/** The largest credit limit staff may give a number: ¥10,000. */
export const CREDIT_LIMIT_MAX_FEN = 1_000_000;
/** The largest single balance adjustment, either way: ¥10,000. */
export const ADJUSTMENT_MAX_FEN = 1_000_000;

export const NumberActionMessage = {
  ADJUSTMENT_REQUIRED: '请填写调账金额',
  ADJUSTMENT_NOT_FEN: '调账金额最多精确到分',
  ADJUSTMENT_TOO_LARGE: `单笔调账金额不能超过${ADJUSTMENT_MAX_FEN / 100}元`,
  ADJUSTMENT_ZERO: '调账金额不能为0',
  DECISION_REQUIRED: '请选择审批结果',
  ADJUSTMENT_UNKNOWN: '调账记录不存在',
  ADJUSTMENT_DECIDED: '该调账已审批，不能重复处理',
  ADJUSTMENT_OWN: '不能审批自己提交的调账，请由其他管理员审批',
  DEBT_NOT_OWED: '该欠款已核销或不存在',
} as const;

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];
export const ADJUSTMENT_STATUS_TEXT: Record<AdjustmentStatus, string> = { pending: '待审批', applied: '已入账', rejected: '已驳回' };

export const ADJUSTMENT_DECISIONS = ['approve', 'reject'] as const;
export type AdjustmentDecision = (typeof ADJUSTMENT_DECISIONS)[number];
export const ADJUSTMENT_DECISION_TEXT: Record<AdjustmentDecision, string> = { approve: '同意', reject: '驳回' };

export const DEBT_STATUSES = ['owed', 'writtenOff'] as const;
export type DebtStatus = (typeof DEBT_STATUSES)[number];
export const DEBT_STATUS_TEXT: Record<DebtStatus, string> = { owed: '未结清', writtenOff: '已核销' };

/** How the number came to be cancelled owing: credit control, staff (发起销户), or its owner's cancellation after the final bill. */
export const DEBT_CAUSES = ['arrearsCancellation', 'staffCancellation', 'ownerCancellation'] as const;
export type DebtCause = (typeof DEBT_CAUSES)[number];
export const DEBT_CAUSE_TEXT: Record<DebtCause, string> = { arrearsCancellation: '欠费销户', staffCancellation: '管理销户', ownerCancellation: '机主销户' };

export const LEDGER_REASONS = [
  'recharge',
  'flow_pack',
  'adjustment',
  'caller_service',
  'cancellation',
  'usage',
  'monthly_run',
  'debt',
  'gift_out',
  'gift_in',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];
export const LEDGER_REASON_TEXT: Record<LedgerReason, string> = {
  recharge: '充值',
  flow_pack: '流量包',
  adjustment: '调账',
  caller_service: '来电业务',
  cancellation: '销户退费',
  usage: '通信费',
  monthly_run: '月结扣费',
  debt: '欠款转出',
  gift_out: '转赠话费',
  gift_in: '收到转赠',
};

/** Each change of the number's state as the record lists it; a new transition does not compile until it is named here. */
export const NUMBER_TRANSITION_TEXT: Record<NumberTransition, string> = {
  fellIntoDebt: '余额不足转欠费',
  debtCleared: '缴清欠费',
  arrearsSuspension: '欠费停机',
  paidBack: '缴费复机',
  preCancellation: '转预销户',
  arrearsCancellation: '预销户到期销户',
  keepSuspension: '停机保号',
  keepResumption: '停机保号结束',
  auditSuspension: '审核停机',
  auditLifted: '解除审核停机',
  staffSuspension: '管理停机',
  staffResumption: '管理复机',
  staffPreCancellation: '发起销户',
  ownerCancellation: '销户',
  returnToPool: '冷冻期满回收',
};

/** The lists of the record's account: bills of the last months, days of usage. */
export const NUMBER_BILL_MONTHS = 12;
export const NUMBER_USAGE_DAYS = 31;
