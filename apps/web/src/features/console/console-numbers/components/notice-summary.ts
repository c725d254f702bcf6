import type { NoticeChannel, NoticeStatus } from '@hall/contract/console-numbers/activity-rules';
import type { NumberNotice } from '@hall/contract/console-numbers/activity-schemas';
import type { NumberSms } from '@hall/contract/console-numbers/schemas';

/** One line of the record's notice summary: a channel, or 渠道未定 (waiting, or no channel took it). */
export interface NoticeSummaryRow {
  channel: NoticeChannel | 'undecided';
  counts: Record<NoticeStatus, number>;
}

const CHANNELS: readonly NoticeSummaryRow['channel'][] = ['wechat', 'sms', 'email', 'undecided'];

/**
 * The notices listed on the record counted by channel and status: the SMS outbox's (短信记录, sent by
 * WeChat or SMS) and the others (用量提醒 by WeChat, mails). 渠道未定 only when it holds any.
 */
export function summariseNotices(sms: readonly NumberSms[], notices: readonly NumberNotice[]): NoticeSummaryRow[] {
  const rows = new Map(CHANNELS.map((channel) => [channel, { channel, counts: { waiting: 0, sent: 0, failed: 0, skipped: 0 } }]));
  const count = (channel: NoticeChannel | null, status: NoticeStatus) => {
    const row = rows.get(channel ?? 'undecided');
    if (row) {
      row.counts[status] += 1;
    }
  };
  for (const message of sms) {
    count(message.sentBy, message.status);
  }
  for (const notice of notices) {
    count(notice.channel, notice.status);
  }
  return [...rows.values()].filter((row) => row.channel !== 'undecided' || Object.values(row.counts).some((total) => total > 0));
}
