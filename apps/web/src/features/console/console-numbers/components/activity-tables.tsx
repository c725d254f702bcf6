import {
  FEEDBACK_SOURCE_TEXT,
  POINTS_KIND_TEXT,
  RECHARGE_KIND_TEXT,
  RECHARGE_STATE_TEXT,
  type FeedbackSource,
  type PointsKind,
  type RechargeKind,
  type RechargeState,
} from '@hall/contract/console-numbers/activity-rules';
import type { NumberActivity } from '@hall/contract/console-numbers/activity-schemas';
import { ConsoleInvoiceStateLabel, type ConsoleInvoiceState } from '@hall/contract/console-invoices/rules';
import { Table, Tag } from 'antd';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { formatInvoiceMonths, formatInvoiceYuan, INVOICE_STATE_COLOR } from '../../shell/components/invoice-format.ts';

// The number record's activity lists: 充值记录, 积分明细, 发票, 留言与投诉 (the notices are in notice-tables.tsx).

const RECHARGE_COLOR: Record<RechargeState, string> = { unpaid: 'default', paid: 'success', refunding: 'warning', refunded: 'default' };
const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const PAGED = { pageSize: 10, hideOnSinglePage: true } as const;

export function RechargeTable({ recharges }: { recharges: NumberActivity['recharges'] }) {
  return (
    <Table
      rowKey="outTradeNo"
      size="small"
      pagination={PAGED}
      dataSource={recharges}
      locale={{ emptyText: '暂无充值记录' }}
      columns={[
        { title: '订单号', dataIndex: 'outTradeNo', width: 200 },
        { title: '类型', dataIndex: 'kind', width: 100, render: (kind: RechargeKind) => RECHARGE_KIND_TEXT[kind] },
        { title: '商品', dataIndex: 'productName' },
        { title: '金额（元）', dataIndex: 'amountFen', width: 100, align: 'right', render: (fen: number) => formatYuan(fen) },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (state: RechargeState) => <Tag color={RECHARGE_COLOR[state]}>{RECHARGE_STATE_TEXT[state]}</Tag>,
        },
        { title: '下单时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '支付时间', dataIndex: 'paidAt', width: 170, render: timeOrDash },
        { title: '退款时间', dataIndex: 'refundedAt', width: 170, render: timeOrDash },
      ]}
    />
  );
}

export function PointsTable({ points }: { points: NumberActivity['points'] }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={PAGED}
      dataSource={points}
      locale={{ emptyText: '暂无积分变动' }}
      columns={[
        { title: '变动', dataIndex: 'change', width: 90, align: 'right', render: (change: number) => `${change > 0 ? '+' : ''}${change}` },
        { title: '类型', dataIndex: 'kind', width: 100, render: (kind: PointsKind) => POINTS_KIND_TEXT[kind] },
        { title: '说明', dataIndex: 'title' },
        { title: '变动后积分', dataIndex: 'balanceAfter', width: 110, align: 'right' },
        { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
      ]}
    />
  );
}

/** The number's invoices with the states and formats of 发票管理. */
export function InvoiceTable({ invoices }: { invoices: NumberActivity['invoices'] }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={PAGED}
      dataSource={invoices}
      locale={{ emptyText: '暂无发票申请' }}
      columns={[
        { title: '开票月份', dataIndex: 'months', render: formatInvoiceMonths },
        { title: '金额', dataIndex: 'amountFen', width: 110, render: formatInvoiceYuan },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (state: ConsoleInvoiceState) => <Tag color={INVOICE_STATE_COLOR[state]}>{ConsoleInvoiceStateLabel[state]}</Tag>,
        },
        { title: '发票号码', dataIndex: 'invoiceNumber', width: 190, render: (number: string | null) => number ?? '—' },
        { title: '抬头', dataIndex: 'buyerName', width: 140 },
        { title: '接收邮箱', dataIndex: 'email', width: 180 },
        { title: '开票时间', dataIndex: 'issuedAt', width: 170, render: timeOrDash },
        { title: '红冲时间', dataIndex: 'reversedAt', width: 170, render: timeOrDash },
      ]}
    />
  );
}

/** Board posts of the members bound to the number, and complaints about it, newest first. */
export function FeedbackTable({ feedback }: { feedback: NumberActivity['feedback'] }) {
  return (
    <Table
      rowKey={(item) => `${item.source}:${item.id}`}
      size="small"
      pagination={PAGED}
      dataSource={feedback}
      locale={{ emptyText: '暂无留言或投诉' }}
      columns={[
        { title: '来源', dataIndex: 'source', width: 110, render: (source: FeedbackSource) => FEEDBACK_SOURCE_TEXT[source] },
        { title: '内容', dataIndex: 'preview' },
        { title: '提交时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '显示', dataIndex: 'isHidden', width: 80, render: (isHidden: boolean) => (isHidden ? <Tag>已隐藏</Tag> : '显示中') },
        {
          title: '回复',
          dataIndex: 'answeredAt',
          width: 190,
          render: (iso: string | null) => (iso ? `已回复 ${formatDateTime(iso)}` : <Tag color="warning">未回复</Tag>),
        },
      ]}
    />
  );
}
