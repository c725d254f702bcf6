import {
  MismatchKindLabel,
  ReconciliationLimit,
  ReconciliationStatusLabel,
  type MismatchKind,
  type ReconciliationStatus,
} from '@hall/contract/console-reconciliation/rules';
import type { ReconciliationMismatch, ReconciliationRun } from '@hall/contract/console-reconciliation/schemas';
import { Alert, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { shownDataOf } from '../../shell/components/console-query.ts';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { reconciliationDayQuery, reconciliationDaysQuery, useRerunReconciliation } from '../reconciliation-api.ts';

const STATUS_COLORS: Record<ReconciliationStatus, string> = {
  running: 'processing',
  matched: 'success',
  mismatched: 'error',
  failed: 'warning',
  flagged: 'volcano',
};

const yuanOrNone = (fen: number | null) => (fen === null ? '—' : `¥${formatYuan(fen)}`);

function RerunButton({ billDate, label = '重新对账' }: { billDate: string; label?: string }) {
  const rerun = useRerunReconciliation();
  return (
    <Popconfirm
      title={`重新下载 ${billDate} 的微信支付账单并对账？`}
      okText="确定"
      cancelText="取消"
      onConfirm={() => rerun.mutate(billDate)}
      disabled={!billDate}
    >
      <Button size="small" loading={rerun.isPending} disabled={!billDate}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/** One day's mismatches: order number, our amount, WeChat Pay's amount, what differs. */
function DayMismatches({ billDate }: { billDate: string }) {
  const day = useQuery(reconciliationDayQuery(billDate));
  return (
    <ConsoleQueryView query={day} loadingLabel="正在加载差异">
      {({ run, mismatches }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {run.status === 'failed' && <Alert type="warning" showIcon title={`对账未完成：${run.lastError}`} />}
          {run.status === 'flagged' && <Alert type="error" showIcon title={`未能对账：${run.lastError}`} />}
          {run.billSha1 && (
            <Typography.Text type="secondary">
              账单 SHA-1：<Typography.Text code>{run.billSha1}</Typography.Text>
            </Typography.Text>
          )}
          <Table<ReconciliationMismatch>
            rowKey={(mismatch) => `${mismatch.kind}:${mismatch.outTradeNo}`}
            dataSource={mismatches}
            locale={{ emptyText: run.status === 'failed' || run.status === 'flagged' ? '账单未能下载，暂无对账结果' : '该日账单与本系统记录一致，无差异' }}
            pagination={false}
            columns={[
              { title: '商户订单号', dataIndex: 'outTradeNo' },
              { title: '微信支付订单号', dataIndex: 'transactionId', render: (id: string) => id || '—' },
              { title: '差异类型', dataIndex: 'kind', render: (kind: MismatchKind) => <Tag color="error">{MismatchKindLabel[kind]}</Tag> },
              { title: '本系统金额', dataIndex: 'ourFen', align: 'right', render: yuanOrNone },
              { title: '微信金额', dataIndex: 'wechatFen', align: 'right', render: yuanOrNone },
            ]}
          />
        </Space>
      )}
    </ConsoleQueryView>
  );
}

/** What the 说明 column says of a day: why it failed and what happens next, or when it finished. */
function describeRun(run: ReconciliationRun): string {
  if (run.status === 'flagged') {
    return `已尝试${run.attempts}次仍未能对账，系统已停止自动重试，请核实后立即重试。最后一次：${run.lastError}`;
  }
  if (run.status === 'failed') {
    return `${run.lastError}${run.retryAt ? `（${formatDateTime(run.retryAt)} 自动重试）` : ''}`;
  }
  return run.finishedAt ? `完成于 ${formatDateTime(run.finishedAt)}` : '';
}

/** Says how many days the schedule gave up on (listed first), so none goes unnoticed. */
function FlaggedDaysAlert({ runs }: { runs: readonly ReconciliationRun[] }) {
  const flagged = runs.filter((run) => run.status === 'flagged');
  if (flagged.length === 0) {
    return null;
  }
  return (
    <Alert
      type="error"
      showIcon
      title={`${flagged.length}天未能对账`}
      description={`${flagged.map((run) => run.billDate).join('、')}：自动重试${ReconciliationLimit.FLAG_AFTER_ATTEMPTS}次仍失败，或账单已超过微信支付保留的${ReconciliationLimit.RERUN_DAYS_BACK}天。这些日期列在最前，请核实原因后点击"立即重试"。`}
    />
  );
}

/**
 * 财务对账 (admin): each day's reconciliation against WeChat Pay's trade bill, run by the server
 * after 10:00 China time the next day (every day since the last one, after an outage too); the
 * days it could not reconcile first; a day's mismatches; a rerun of any ready day.
 */
export function ReconciliationPage() {
  const days = useQuery(reconciliationDaysQuery);
  const [selected, setSelected] = useState('');
  const [typedDate, setTypedDate] = useState('');

  const table = (
    <ConsoleQueryTable<{ list: ReconciliationRun[] }, ReconciliationRun>
      query={days}
      rows={(data) => data.list}
      rowKey="billDate"
      locale={{ emptyText: '暂无对账记录：每日10:00（北京时间）后自动对账前一日' }}
      pagination={false}
      columns={[
        { title: '账单日期', dataIndex: 'billDate', width: 120 },
        {
          title: '状态',
          dataIndex: 'status',
          width: 110,
          render: (status: ReconciliationStatus) => <Tag color={STATUS_COLORS[status]}>{ReconciliationStatusLabel[status]}</Tag>,
        },
        { title: '账单笔数', dataIndex: 'lineCount', width: 90, align: 'right' },
        { title: '收款合计', dataIndex: 'paidTotalFen', width: 120, align: 'right', render: (fen: number) => `¥${formatYuan(fen)}` },
        { title: '退款合计', dataIndex: 'refundTotalFen', width: 120, align: 'right', render: (fen: number) => `¥${formatYuan(fen)}` },
        { title: '差异', dataIndex: 'mismatchCount', width: 70, align: 'right' },
        { title: '尝试次数', dataIndex: 'attempts', width: 90, align: 'right' },
        {
          title: '说明',
          key: 'note',
          render: (_, run) => describeRun(run),
        },
        {
          title: '操作',
          key: 'actions',
          width: 190,
          render: (_, run) => (
            <Space>
              <Button size="small" type={selected === run.billDate ? 'primary' : 'default'} onClick={() => setSelected(run.billDate)}>
                查看差异
              </Button>
              <RerunButton billDate={run.billDate} label={run.status === 'flagged' ? '立即重试' : '重新对账'} />
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="财务对账">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary">
            微信支付在次日10:00（北京时间）后提供前一日的交易账单。系统每日自动下载并与本系统的充值和开户支付、退款逐笔核对；停机后从上次对账的次日起逐日补对。账单未生成或下载失败的日期每30分钟自动重试，
            {ReconciliationLimit.FLAG_AFTER_ATTEMPTS}次仍失败则标记为"未能对账"，需人工重试。可重新对账最近{ReconciliationLimit.RERUN_DAYS_BACK}天内的日期。
          </Typography.Paragraph>
          <Space>
            <Input type="date" aria-label="对账日期" value={typedDate} onChange={(event) => setTypedDate(event.target.value)} style={{ width: 180 }} />
            <RerunButton billDate={typedDate} label="对账该日" />
          </Space>
          <FlaggedDaysAlert runs={shownDataOf(days)?.list ?? []} />
          {table}
        </Space>
      </Card>
      {selected && (
        <Card title={`${selected} 的差异`}>
          <DayMismatches billDate={selected} />
        </Card>
      )}
    </Space>
  );
}
