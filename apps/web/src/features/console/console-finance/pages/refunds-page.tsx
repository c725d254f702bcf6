import { PhoneFormItem } from '../../shell/components/phone-search-form.tsx';
import { FINANCE_PAGE_SIZE, REFUND_SKIP_REASON_TEXT, REFUNDS_PAID_MAX } from '@hall/contract/console-finance/rules';
import type { FinanceRefund } from '@hall/contract/console-finance/schemas';
import { REFUND_REFERENCE_MAX_LENGTH, REFUND_STATUS_TEXT, REFUND_STATUSES, type RefundStatus } from '@hall/contract/console-numbers/rules';
import { Alert, Button, Card, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { useConsoleExport } from '../../shell/export-api.ts';
import { refundsQuery, useRecordRefundsPaid, type RefundFilters, type RefundsPaid } from '../finance-api.ts';

const STATUS_OPTIONS = REFUND_STATUSES.map((status) => ({ value: status, label: REFUND_STATUS_TEXT[status] }));
const STATUS_COLOR: Record<RefundStatus, string> = { pending: 'processing', paid: 'success', none: 'default' };

interface FilterFields {
  status: RefundStatus;
  phone?: string;
  from?: string;
  to?: string;
}

const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** What the last batch recorded, and each refund it skipped with why. */
function BatchOutcome({ outcome, onClose }: { outcome: RefundsPaid; onClose: () => void }) {
  const skipped = outcome.skipped.map((item) => `退费编号 ${item.id}：${REFUND_SKIP_REASON_TEXT[item.reason]}`);
  return (
    <Alert
      className="console-section"
      type={skipped.length > 0 ? 'warning' : 'success'}
      showIcon
      closable={{ onClose, 'aria-label': '关闭' }}
      title={`已登记 ${outcome.paid.length} 笔退款${skipped.length > 0 ? `，${skipped.length} 笔未登记` : ''}`}
      description={skipped.length > 0 ? skipped.map((line) => <div key={line}>{line}</div>) : undefined}
    />
  );
}

/**
 * 退款 (admin, finance): the cancellations' refunds, 待退款 first (oldest first, a queue to pay);
 * exported as the server's streamed CSV (a range of days, audit-logged) for the bank's batch transfer, then recorded as paid by the batch's reference,
 * each refund once. The bank card shows by its last 4 only.
 */
export function RefundsPage() {
  const [form] = Form.useForm<FilterFields>();
  const [filters, setFilters] = useState<RefundFilters>({ status: 'pending', phone: '', from: '', to: '', page: 1 });
  const [selected, setSelected] = useState<Map<number, FinanceRefund>>(new Map());
  const [isPaying, setIsPaying] = useState(false);
  const [reference, setReference] = useState('');
  const [outcome, setOutcome] = useState<RefundsPaid | null>(null);
  const refunds = useQuery(refundsQuery(filters));
  const exportRefunds = useConsoleExport('CONSOLE_EXPORT_REFUNDS', '退款记录已导出');
  const recordPaid = useRecordRefundsPaid((result) => {
    setOutcome(result);
    setSelected(new Map());
    setIsPaying(false);
    setReference('');
  });

  const search = (fields: FilterFields) => {
    setSelected(new Map());
    setFilters({ status: fields.status, phone: fields.phone?.trim() ?? '', from: fields.from ?? '', to: fields.to ?? '', page: 1 });
  };
  // The export takes the filters searched, and needs both days of a range.
  const { page: _page, from = '', to = '', ...exportFilters } = filters;
  const canExport = from !== '' && to !== '';
  const selectedFen = [...selected.values()].reduce((sum, refund) => sum + refund.amountFen, 0);
  const isPendingList = filters.status === 'pending';

  return (
    <Card title="退款">
      <Form<FilterFields> form={form} layout="inline" className="console-section" initialValues={{ status: 'pending' }} onFinish={search}>
        <Form.Item label="状态" name="status">
          <Select options={STATUS_OPTIONS} style={{ width: 120 }} aria-label="退款状态" />
        </Form.Item>
        <PhoneFormItem isOptional />
        <Form.Item label="申请日期从" name="from">
          <Input type="date" aria-label="开始日期" />
        </Form.Item>
        <Form.Item label="至" name="to">
          <Input type="date" aria-label="结束日期" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button onClick={() => exportRefunds.mutate({ ...exportFilters, from, to })} loading={exportRefunds.isPending} disabled={!canExport}>
              导出CSV
            </Button>
            {!canExport && <Typography.Text type="secondary">选择申请日期并查询后可导出</Typography.Text>}
          </Space>
        </Form.Item>
      </Form>
      {outcome && <BatchOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
      {isPendingList && (
        <Space className="console-section">
          <Button type="primary" disabled={selected.size === 0} onClick={() => setIsPaying(true)}>
            批量登记已退款
          </Button>
          <Typography.Text type="secondary">
            {selected.size > 0 ? `已选 ${selected.size} 笔，合计 ${formatYuan(selectedFen)} 元` : `勾选已由银行转账的退款，一次最多 ${REFUNDS_PAID_MAX} 笔`}
          </Typography.Text>
        </Space>
      )}
      <ConsoleQueryView query={refunds} loadingLabel="正在加载退款">
        {({ list, total, totalAmountFen }) => (
          <Table<FinanceRefund>
            rowKey="id"
            size="small"
            loading={refunds.isFetching}
            dataSource={list}
            locale={{ emptyText: '暂无符合条件的退款' }}
            rowSelection={
              isPendingList
                ? {
                    selectedRowKeys: [...selected.keys()],
                    preserveSelectedRowKeys: true,
                    getCheckboxProps: (refund) => ({ disabled: refund.status !== 'pending', 'aria-label': `选择退费编号 ${refund.id}` }),
                    onChange: (keys, rows) =>
                      setSelected(
                        (current) =>
                          new Map(
                            keys.flatMap((key) => {
                              const refund = rows.find((row) => row?.id === key) ?? current.get(Number(key));
                              return refund ? [[refund.id, refund] as const] : [];
                            }),
                          ),
                      ),
                  }
                : undefined
            }
            pagination={{
              current: filters.page ?? 1,
              pageSize: FINANCE_PAGE_SIZE,
              total,
              showSizeChanger: false,
              showTotal: (count) => `共 ${count} 笔，合计 ${formatYuan(totalAmountFen)} 元`,
              onChange: (page) => setFilters((current) => ({ ...current, page })),
            }}
            columns={[
              { title: '退费编号', dataIndex: 'id', width: 90 },
              { title: '号码', dataIndex: 'phone', width: 120 },
              { title: '金额（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
              { title: '银行卡', dataIndex: 'bankCardTail', width: 110, render: (tail: string | null) => (tail ? `尾号${tail}` : '—') },
              {
                title: '状态',
                dataIndex: 'status',
                width: 100,
                render: (status: RefundStatus) => <Tag color={STATUS_COLOR[status]}>{REFUND_STATUS_TEXT[status]}</Tag>,
              },
              { title: '申请时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
              { title: '退款时间', dataIndex: 'paidAt', width: 170, render: timeOrDash },
              { title: '银行流水号', dataIndex: 'paidReference', render: (value: string | null) => value ?? '—' },
              { title: '登记人', dataIndex: 'paidBy', width: 100, render: (value: string | null) => value ?? '—' },
            ]}
          />
        )}
      </ConsoleQueryView>
      <Modal
        open={isPaying}
        title="批量登记已退款"
        okText="确认登记"
        cancelText="取消"
        okButtonProps={{ disabled: reference.trim() === '', loading: recordPaid.isPending }}
        onOk={() => recordPaid.mutate({ refundIds: [...selected.keys()], reference: reference.trim() })}
        onCancel={() => setIsPaying(false)}
      >
        <p>
          登记 {selected.size} 笔退款，合计 {formatYuan(selectedFen)} 元。每笔登记一次，将短信通知原机主，且不能撤销；已登记的退款会跳过并列出。
        </p>
        <Input
          aria-label="银行流水号"
          placeholder="请填写银行批量转账流水号"
          maxLength={REFUND_REFERENCE_MAX_LENGTH}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </Modal>
    </Card>
  );
}
