// Notifications the operator sends to a subscriber's number after something happened to it: each
// kind, the parameters it carries and the text the sandbox SMS gateway renders (zod-free). The
// real gateway maps a kind to the provider's approved template and passes the same parameters.
import { fillTemplate, SMS_PARAM_MAX_LENGTH } from '../sms/template-text.ts';

export const NOTIFICATION_TEMPLATES = {
  cancellationPassed: { params: [], text: '您的销户申请已审核通过，号码已注销，绑定关系已解除。如有余额，将按您选择的方式退还。' },
  cancellationRefused: { params: ['reason'], text: '您的销户申请未通过审核，原因：{reason}。号码仍可正常使用。' },
  transferPassed: { params: ['phoneTail'], text: '尾号{phoneTail}的号码过户已完成，号码已登记到新机主名下。' },
  transferRefused: { params: ['phoneTail', 'reason'], text: '尾号{phoneTail}的号码过户申请未通过审核，原因：{reason}。' },
  simReplacementPassed: { params: ['iccidTail'], text: '您的补换卡申请已审核通过，新卡（卡号尾号{iccidTail}）即将寄出，收到后插入即可使用，原卡已失效。' },
  simReplacementRefused: { params: ['reason'], text: '您的补换卡申请未通过审核，原因：{reason}。' },
  realNamePassed: { params: [], text: '您的实名补登记已审核通过，号码已完成实名登记。' },
  realNameRefused: { params: ['reason'], text: '您的实名补登记未通过审核，原因：{reason}。请重新办理。' },
  openingPassed: { params: [], text: '您的新号码已通过开户审核，欢迎使用。' },
  openingRefused: { params: ['reason'], text: '您的新号码未通过开户审核，原因：{reason}。号码已停机，请携带身份证到营业厅重新办理实名登记。' },
  serviceAnswered: { params: ['answer'], text: '您反馈的问题已处理：{answer}' },
  refundPaid: { params: ['amount', 'cardTail'], text: '您销户余额退款{amount}元已退至您尾号{cardTail}的银行卡，请注意查收。' },
  billIssued: { params: ['month', 'amount', 'balance'], text: '您{month}的账单已出账，本月消费{amount}元，当前余额{balance}元。' },
  arrearsNotice: { params: ['balance'], text: '您的号码已欠费，当前余额{balance}元，请及时缴费，以免影响使用。' },
  arrearsSuspended: { params: ['balance'], text: '您的号码因欠费已停机，当前余额{balance}元，缴清欠费后将立即恢复服务。' },
  serviceRestored: { params: [], text: '您的号码已恢复服务，欢迎继续使用。' },
  preCancelled: { params: ['days'], text: '您的号码已进入预销户状态，{days}天内缴清欠费可恢复使用，逾期号码将被注销。' },
  cancelledForArrears: { params: ['debt'], text: '您的号码因长期欠费已注销，尚欠费用{debt}元。' },
  keepSuspended: { params: ['until'], text: '您的号码已办理停机保号，保号期至{until}，期间每月收取保号费。' },
  keepResumed: { params: [], text: '您的号码停机保号已结束，号码已恢复使用。' },
  staffSuspended: { params: ['reason'], text: '您的号码已停机，原因：{reason}。如有疑问请联系客服。' },
  giftSent: { params: ['receiver', 'amount'], text: '您已成功向{receiver}转赠{amount}，可在“转赠记录”中查看。如非本人操作，请联系客服。' },
  giftReceived: { params: ['giver', 'amount'], text: '{giver}向您转赠的{amount}已到账，可在“转赠记录”中查看。' },
  usageAlert: {
    params: ['condition', 'observed', 'host', 'token'],
    text: '用量提醒：您的号码{condition}，当前{observed}，本月不再重复提醒。关闭此提醒请点击 {host}/usageAlertOff?t={token}',
  },
  autoTopUpPaid: {
    params: ['amount', 'balance'],
    text: '您的号码余额低于设定值，已通过微信支付自动充值{amount}元，当前余额{balance}元。可在“自动充值”中修改或关闭。',
  },
  autoTopUpFailed: { params: ['amount'], text: '您的号码余额不足，自动充值{amount}元两次扣款均未成功，请检查微信支付账户或手动充值，以免影响使用。' },
  autoTopUpEnded: { params: [], text: '您的话费自动充值已解约，余额不足时将不再自动扣款充值。' },
  fundPoolLow: { params: ['balance', 'threshold'], text: '您的渠道资金池余额为{balance}元，已低于提醒金额{threshold}元，请及时充值。' },
  transferCode: { params: ['orderNo', 'code'], text: '您的过户单号为{orderNo}，过户验证码为{code}，7日内有效。请只告知过户接收人，切勿泄露给他人。' },
} as const satisfies Record<string, { params: readonly string[]; text: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_TEMPLATES;
export type NotificationParams<Kind extends NotificationKind> = Record<(typeof NOTIFICATION_TEMPLATES)[Kind]['params'][number], string>;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_TEMPLATES) as NotificationKind[];

/** Text parameters are cut to this length, as SMS template variables are limited. */
export const NOTIFICATION_PARAM_MAX_LENGTH = SMS_PARAM_MAX_LENGTH;

/** The text of a notification with its parameters filled in, without the signature. */
export function renderNotification(kind: NotificationKind, params: Record<string, string>): string {
  return fillTemplate(NOTIFICATION_TEMPLATES[kind].text, params);
}

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATION_TEMPLATES, kind);
}
