/** How many China days a trend covers, today included. */
export const TREND_DAYS = 30;

/** Dealers with the most openings over the period get a line each; the rest are one line, 其他. */
export const TREND_TOP_DEALERS = 4;

/** The line of the dealers outside the top ones. */
export const OTHER_DEALERS_KEY = 'other';
export const OTHER_DEALERS_LABEL = '其他';

/** The channels a notification reaches the subscriber by (notifications.sent_by), and the invoice e-mail. */
export const NotificationChannel = { SMS: 'sms', WECHAT: 'wechat', EMAIL: 'email' } as const;
export const NOTIFICATION_CHANNEL_LABELS: Record<(typeof NotificationChannel)[keyof typeof NotificationChannel], string> = {
  sms: '短信',
  wechat: '微信模板消息',
  email: '电子邮件',
};

/** The decisions of the review queue's applications. */
export const DECISION_LABELS = { passed: '通过', failed: '驳回' } as const;
