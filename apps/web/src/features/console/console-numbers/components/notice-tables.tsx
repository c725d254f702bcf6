import {
  NOTICE_CHANNEL_TEXT,
  NOTICE_KIND_TEXT,
  NOTICE_STATUS_TEXT,
  type NoticeChannel,
  type NoticeKind,
  type NoticeStatus,
} from '@hall/contract/console-numbers/activity-rules';
import type { NumberNotice } from '@hall/contract/console-numbers/activity-schemas';
import { SMS_CHANNEL_TEXT, SMS_STATUS_TEXT, type SmsChannel, type SmsStatus } from '@hall/contract/console-numbers/rules';
import type { NumberSms } from '@hall/contract/console-numbers/schemas';
import { Table, Tag } from 'antd';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { summariseNotices, type NoticeSummaryRow } from './notice-summary.ts';

// The number record's notices: a count per channel, the SMS outbox (短信记录: WeChat template
// messages and SMS) and the notices outside it (用量提醒 by WeChat, invoice and detail mails).

const STATUS_COLOR: Record<NoticeStatus, string> = { waiting: 'processing', sent: 'success', failed: 'error', skipped: 'default' };
const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const PAGED = { pageSize: 10, hideOnSinglePage: true } as const;
const channelText = (channel: NoticeSummaryRow['channel']) => (channel === 'undecided' ? '渠道未定' : NOTICE_CHANNEL_TEXT[channel]);

/** 微信/短信/邮件: sent, failed, waiting (and not sent) among the notices listed. */
export function NoticeSummary({ sms, notices }: { sms: readonly NumberSms[]; notices: readonly NumberNotice[] }) {
  return (
    <Table
      rowKey="channel"
      size="small"
      pagination={false}
      aria-label="按渠道统计"
      dataSource={summariseNotices(sms, notices)}
      columns={[
        { title: '渠道', dataIndex: 'channel', width: 110, render: channelText },
        { title: '已发送', key: 'sent', align: 'right', render: (_: unknown, row: NoticeSummaryRow) => row.counts.sent },
        { title: '发送失败', key: 'failed', align: 'right', render: (_: unknown, row: NoticeSummaryRow) => row.counts.failed },
        { title: '待发送', key: 'waiting', align: 'right', render: (_: unknown, row: NoticeSummaryRow) => row.counts.waiting },
        { title: '未发送', key: 'skipped', align: 'right', render: (_: unknown, row: NoticeSummaryRow) => row.counts.skipped },
      ]}
    />
  );
}

/** 用量提醒 (not by SMS), invoice and usage-detail mails. */
export function NoticeTable({ notices }: { notices: NumberNotice[] }) {
  return (
    <Table
      rowKey={(notice) => `${notice.kind}:${notice.id}`}
      size="small"
      pagination={PAGED}
      dataSource={notices}
      locale={{ emptyText: '暂无用量提醒或邮件' }}
      columns={[
        { title: '渠道', dataIndex: 'channel', width: 80, render: (channel: NoticeChannel | null) => (channel ? NOTICE_CHANNEL_TEXT[channel] : '—') },
        { title: '类型', dataIndex: 'kind', width: 120, render: (kind: NoticeKind) => NOTICE_KIND_TEXT[kind] },
        { title: '内容', dataIndex: 'text' },
        { title: '接收方', dataIndex: 'recipient', width: 170 },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          render: (status: NoticeStatus) => <Tag color={STATUS_COLOR[status]}>{NOTICE_STATUS_TEXT[status]}</Tag>,
        },
        { title: '发送次数', dataIndex: 'attempts', width: 90, align: 'right' },
        { title: '生成时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '发送/放弃时间', dataIndex: 'finishedAt', width: 170, render: timeOrDash },
      ]}
    />
  );
}

/** The SMS outbox of the number and of its applications' decisions (a spare number): by WeChat or SMS. */
export function SmsTable({ sms }: { sms: NumberSms[] }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={PAGED}
      dataSource={sms}
      locale={{ emptyText: '暂无短信记录' }}
      columns={[
        { title: '类型', dataIndex: 'kindLabel', width: 130 },
        { title: '内容', dataIndex: 'text' },
        { title: '接收号码', dataIndex: 'phone', width: 130 },
        { title: '状态', dataIndex: 'status', width: 100, render: (status: SmsStatus) => <Tag color={STATUS_COLOR[status]}>{SMS_STATUS_TEXT[status]}</Tag> },
        { title: '渠道', dataIndex: 'sentBy', width: 90, render: (sentBy: SmsChannel | null) => (sentBy ? SMS_CHANNEL_TEXT[sentBy] : '-') },
        { title: '发送次数', dataIndex: 'attempts', width: 90, align: 'right' },
        { title: '生成时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '发送/放弃时间', dataIndex: 'finishedAt', width: 170, render: timeOrDash },
      ]}
    />
  );
}
