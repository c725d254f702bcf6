import { LEDGER_REASON_TEXT, type LedgerReason } from '@hall/contract/console-numbers/rules';
import type { NumberAccount } from '@hall/contract/console-numbers/schemas';
import { numberStateLabel } from '@hall/contract/number-state';
import { Table } from 'antd';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { formatBillMonth, formatSignedYuan } from './account-format.ts';

type Bill = NumberAccount['bills'][number];
type StateChange = NumberAccount['stateChanges'][number];

/** One bill a month, the last 12 months, with its items. */
export function BillTable({ bills }: { bills: Bill[] }) {
  return (
    <Table
      rowKey="month"
      size="small"
      pagination={false}
      dataSource={bills}
      locale={{ emptyText: '近12个月暂无账单' }}
      columns={[
        { title: '账期', dataIndex: 'month', width: 120, render: formatBillMonth },
        { title: '合计（元）', dataIndex: 'totalFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
        {
          title: '明细',
          dataIndex: 'items',
          render: (items: Bill['items']) => items.map((item) => `${item.name} ${formatYuan(item.amountFen)}`).join('；'),
        },
      ]}
    />
  );
}

/** The balance's changes, newest first, each with the balance after it. */
export function LedgerTable({ ledger }: { ledger: NumberAccount['ledger'] }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={ledger}
      locale={{ emptyText: '暂无余额变动' }}
      columns={[
        { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '类型', dataIndex: 'reason', width: 110, render: (reason: LedgerReason) => LEDGER_REASON_TEXT[reason] },
        { title: '说明', dataIndex: 'title', render: (title: string | null) => title ?? '' },
        { title: '变动（元）', dataIndex: 'changeFen', width: 110, align: 'right', render: formatSignedYuan },
        { title: '变动后余额（元）', dataIndex: 'balanceAfterFen', align: 'right', render: (fen: number) => formatYuan(fen) },
      ]}
    />
  );
}

const megabytes = (mb: number) => String(Math.round(mb * 100) / 100);

/** Usage of the last 31 China days, newest first (days without usage are not listed). */
export function UsageTable({ usage }: { usage: NumberAccount['usage'] }) {
  return (
    <Table
      rowKey="day"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={usage}
      locale={{ emptyText: '近31天暂无用量' }}
      columns={[
        { title: '日期', dataIndex: 'day', width: 120 },
        { title: '通用流量（MB）', dataIndex: 'generalMb', align: 'right', render: megabytes },
        { title: '定向流量（MB）', dataIndex: 'directedMb', align: 'right', render: megabytes },
        { title: '通话（分钟）', dataIndex: 'voiceMinutes', align: 'right' },
        { title: '短信（条）', dataIndex: 'smsCount', align: 'right' },
      ]}
    />
  );
}

/** How the number's state changed, newest first: the change, who made it (a flow when no one) and why. */
export function StateChangeTable({ changes }: { changes: StateChange[] }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={changes}
      locale={{ emptyText: '暂无状态变更' }}
      columns={[
        { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '变更', dataIndex: 'transitionLabel', width: 140 },
        {
          title: '状态',
          key: 'states',
          width: 190,
          render: (_value: unknown, change: StateChange) => `${numberStateLabel(change.fromState)} → ${numberStateLabel(change.toState)}`,
        },
        { title: '原因', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
        { title: '操作人', dataIndex: 'staffName', width: 110, render: (name: string | null) => name ?? '系统' },
      ]}
    />
  );
}
