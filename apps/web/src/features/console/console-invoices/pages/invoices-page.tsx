import { formatMonthTitle } from '@hall/contract/china-calendar';
import {
  ConsoleInvoiceMailStateLabel,
  ConsoleInvoiceStateLabel,
  REVERSAL_REASON_MAX_LENGTH,
  type ConsoleInvoiceMailState,
  type ConsoleInvoiceState,
} from '@hall/contract/console-invoices/rules';
import type { ConsoleInvoice } from '@hall/contract/console-invoices/schemas';
import { INVOICE_TYPE_NAMES, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import { Alert, Button, Card, Descriptions, Input, Modal, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { PhoneSearchForm } from '../../shell/components/phone-search-form.tsx';
import { consoleInvoicesQuery, useReverseInvoice } from '../invoices-api.ts';

const STATE_COLOR: Record<ConsoleInvoiceState, string> = {
  issuing: 'processing',
  issued: 'success',
  failed: 'error',
  reversing: 'warning',
  reversed: 'default',
};

const MAIL_STATE_COLOR: Record<Exclude<ConsoleInvoiceMailState, 'none'>, string> = {
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};

const formatYuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const formatMonths = (months: string) =>
  months
    .split(',')
    .filter(Boolean)
    .map((month) => formatMonthTitle(month, 'padded'))
    .join('、') || '—';

/** What staff read beside the state: the platform's refusal, the reversal's reason, or why the mail did not go out. */
function noteOf(invoice: ConsoleInvoice): string {
  if (invoice.state === 'failed') {
    return `开具失败：${invoice.errMsg}`;
  }
  if (invoice.reversalReason) {
    return invoice.reversalReason;
  }
  return invoice.mailState === 'failed' ? `邮件发送失败：${invoice.mailError}，用户可在发票列表重新发送` : '—';
}

/** The reason for a red-letter reversal of one issued invoice. */
function ReverseModal({ invoice, onClose }: { invoice: ConsoleInvoice | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const reverse = useReverseInvoice(close);
  return (
    <Modal
      open={invoice !== null}
      title="红冲发票"
      okText="提交红冲"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: reverse.isPending }}
      onOk={() => invoice && reverse.mutate({ id: invoice.id, reason: reason.trim() })}
      onCancel={close}
      destroyOnHidden
    >
      {invoice && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="发票号码">{invoice.invoiceNumber}</Descriptions.Item>
            <Descriptions.Item label="开票月份">{formatMonths(invoice.months)}</Descriptions.Item>
            <Descriptions.Item label="金额">{formatYuan(invoice.amountFen)}</Descriptions.Item>
            <Descriptions.Item label="抬头">{invoice.buyerName}</Descriptions.Item>
          </Descriptions>
          <Alert
            className="console-section"
            type="warning"
            showIcon
            title="红冲由开票平台开具等额红字发票，原发票作废，其月份可由用户重新申请开票；红字发票将发送至用户的接收邮箱"
          />
          <Input.TextArea
            className="console-section"
            rows={3}
            maxLength={REVERSAL_REASON_MAX_LENGTH}
            showCount
            placeholder="如：抬头开错，用户要求重开"
            aria-label="红冲原因"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </Modal>
  );
}

/** 发票管理 (roles service and auditor): a number's e-invoices with the platform's state; admins reverse an issued one (红冲). */
export function InvoicesPage({ canReverse = false }: { canReverse?: boolean }) {
  const [phone, setPhone] = useState('');
  const [reversing, setReversing] = useState<ConsoleInvoice | null>(null);
  const invoices = useQuery(consoleInvoicesQuery(phone));

  const content = (
    <ConsoleQueryView query={invoices} loadingLabel="正在加载发票">
      {({ list }) => (
        <Table
          rowKey="id"
          dataSource={list}
          locale={{ emptyText: '该号码暂无发票申请' }}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={[
            { title: '开票月份', dataIndex: 'months', render: formatMonths },
            { title: '金额', dataIndex: 'amountFen', width: 110, render: formatYuan },
            { title: '发票类型', dataIndex: 'invoiceType', width: 200, render: (type: string) => INVOICE_TYPE_NAMES[type as InvoiceTypeValue] ?? type },
            { title: '抬头', dataIndex: 'buyerName', width: 160 },
            { title: '发票号码', dataIndex: 'invoiceNumber', width: 190, render: (number: string) => number || '—' },
            { title: '开票时间', dataIndex: 'issuedAt', width: 170, render: (iso: string) => (iso ? formatDateTime(iso) : '—') },
            {
              title: '状态',
              dataIndex: 'state',
              width: 90,
              render: (state: ConsoleInvoiceState) => <Tag color={STATE_COLOR[state]}>{ConsoleInvoiceStateLabel[state]}</Tag>,
            },
            {
              title: '邮件',
              dataIndex: 'mailState',
              width: 90,
              render: (state: ConsoleInvoiceMailState, invoice: ConsoleInvoice) =>
                state === 'none' ? (
                  ConsoleInvoiceMailStateLabel.none
                ) : (
                  <Tag color={MAIL_STATE_COLOR[state]} title={invoice.mailError || undefined}>
                    {ConsoleInvoiceMailStateLabel[state]}
                  </Tag>
                ),
            },
            { title: '红字发票号码', dataIndex: 'redInvoiceNumber', width: 190, render: (number: string) => number || '—' },
            {
              title: '说明',
              key: 'note',
              render: (_: unknown, invoice: ConsoleInvoice) => noteOf(invoice),
            },
            ...(canReverse
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    width: 90,
                    render: (_: unknown, invoice: ConsoleInvoice) =>
                      invoice.state === 'issued' && (
                        <Button size="small" danger onClick={() => setReversing(invoice)}>
                          红冲
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </ConsoleQueryView>
  );

  return (
    <Card
      title="发票管理"
      extra={
        phone && (
          <Button onClick={() => void invoices.refetch()} loading={invoices.isFetching && !invoices.isPending}>
            刷新
          </Button>
        )
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <PhoneSearchForm onSearch={setPhone} />
        {phone !== '' && content}
      </Space>
      <ReverseModal invoice={reversing} onClose={() => setReversing(null)} />
    </Card>
  );
}
