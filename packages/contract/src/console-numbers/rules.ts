// The number record (号码档案): texts and limits the page and the server share (zod-free).

import type { NotificationKind } from '../notifications/rules.ts';

export const NumberRecordMessage = {
  UNKNOWN: '号码不存在',
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
};
