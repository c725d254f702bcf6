// The number record's activity (号码档案 › 充值记录, 积分明细, 发票, 留言与投诉, 通知记录): texts the
// page and the server share (zod-free).

/** What a top-up bought, as recharge_orders name it. */
export const RECHARGE_KINDS = ['call', 'dayFlow', 'monthFlow', 'bill', 'autoTopUp'] as const;
export type RechargeKind = (typeof RECHARGE_KINDS)[number];
export const RECHARGE_KIND_TEXT: Record<RechargeKind, string> = {
  call: '话费充值',
  dayFlow: '日流量包',
  monthFlow: '月流量包',
  bill: '账单缴费',
  autoTopUp: '自动充值',
};

/** A top-up's payment: not paid, paid (crediting or credited), refund under way, refunded. */
export const RECHARGE_STATES = ['unpaid', 'paid', 'refunding', 'refunded'] as const;
export type RechargeState = (typeof RECHARGE_STATES)[number];
export const RECHARGE_STATE_TEXT: Record<RechargeState, string> = { unpaid: '未支付', paid: '已支付', refunding: '退款中', refunded: '已退款' };

export const POINTS_KINDS = ['opening', 'sign_in', 'exchange', 'grant', 'cancellation'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];
export const POINTS_KIND_TEXT: Record<PointsKind, string> = {
  opening: '开户赠送',
  sign_in: '签到',
  exchange: '积分兑换',
  grant: '积分发放',
  cancellation: '销户清零',
};

/** A board post (留言) of a member bound to the number, or a complaint (投诉与建议) about it. */
export const FEEDBACK_SOURCES = ['board', 'complaint'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];
export const FEEDBACK_SOURCE_TEXT: Record<FeedbackSource, string> = { board: '留言板', complaint: '投诉与建议' };

/** A post's or complaint's content is shown up to this many characters, then …. */
export const FEEDBACK_PREVIEW_LENGTH = 60;

/** The channel a notice went by: the official account, SMS or e-mail; null while waiting, or when no channel took it. */
export const NOTICE_CHANNELS = ['wechat', 'sms', 'email'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export const NOTICE_CHANNEL_TEXT: Record<NoticeChannel, string> = { wechat: '微信', sms: '短信', email: '邮件' };

/** A notice: waiting (or retried), sent, given up, or not sent because it no longer applied (a switched-off alert). */
export const NOTICE_STATUSES = ['waiting', 'sent', 'failed', 'skipped'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
export const NOTICE_STATUS_TEXT: Record<NoticeStatus, string> = { waiting: '待发送', sent: '已发送', failed: '发送失败', skipped: '未发送' };

/** The notices outside the SMS outbox (notifications, listed as 短信记录): usage alerts by WeChat, invoice and usage-detail mails. */
export const NOTICE_KINDS = ['usageAlert', 'invoiceMail', 'redInvoiceMail', 'usageDetailMail'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_KIND_TEXT: Record<NoticeKind, string> = {
  usageAlert: '用量提醒',
  invoiceMail: '电子发票邮件',
  redInvoiceMail: '红字发票邮件',
  usageDetailMail: '详单邮件',
};
