import {
  ConsoleInvoiceMailStateLabel,
  ConsoleInvoiceStateLabel,
  RESEND_REASON_MAX_LENGTH,
  REVERSAL_REASON_MAX_LENGTH,
  type ConsoleInvoiceMailState,
  type ConsoleInvoiceState,
} from '@hall/contract/console-invoices/rules';
import type { ConsoleInvoice } from '@hall/contract/console-invoices/schemas';
import { INVOICE_TYPE_NAMES, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { PhoneSearchForm } from '../../shell/components/phone-search-form.tsx';
import { InvoiceReasonModal, type InvoiceAction } from '../components/invoice-reason-modal.tsx';
import { formatInvoiceMonths, formatInvoiceYuan, INVOICE_STATE_COLOR } from '../../shell/components/invoice-format.ts';
import { consoleInvoicesQuery, useResendInvoice, useReverseInvoice } from '../invoices-api.ts';

const MAIL_STATE_COLOR: Record<Exclude<ConsoleInvoiceMailState, 'none'>, string> = {
  sending: 'processing',
  sent: 'success',
  failed: 'error',
};

/** What staff read beside the state: the platform's refusal, the reversal's reason, or why the mail did not go out. */
function noteOf(invoice: ConsoleInvoice): string {
  if (invoice.state === 'failed') {
    return `开具失败：${invoice.errMsg}`;
  }
  if (invoice.reversalReason) {
    return invoice.reversalReason;
  }
  return invoice.mailState === 'failed' ? `邮件发送失败：${invoice.mailError}，用户可在发票列表重新发送，客服可重发邮件` : '—';
}

const REVERSAL: InvoiceAction = {
  title: '红冲发票',
  okText: '提交红冲',
  warning: '红冲由开票平台开具等额红字发票，原发票作废，其月份可由用户重新申请开票；红字发票将发送至用户的接收邮箱',
  reasonLabel: '红冲原因',
  placeholder: '如：抬头开错，用户要求重开',
  maxLength: REVERSAL_REASON_MAX_LENGTH,
  isDanger: true,
};

const RESEND: InvoiceAction = {
  title: '重发发票邮件',
  okText: '重发邮件',
  warning: '发票文件将重新发送至用户申请开票时预留的邮箱（不可改发其他邮箱），重发记入操作日志',
  reasonLabel: '重发原因',
  placeholder: '如：客户来电称未收到发票邮件',
  maxLength: RESEND_REASON_MAX_LENGTH,
};

/**
 * 发票管理 (roles service and auditor): a number's e-invoices with the platform's state; customer
 * service mails an issued one again (重发邮件), admins reverse one (红冲).
 */
export function InvoicesPage({ canReverse = false, canResend = false }: { canReverse?: boolean; canResend?: boolean }) {
  const [phone, setPhone] = useState('');
  const [reversing, setReversing] = useState<ConsoleInvoice | null>(null);
  const [resending, setResending] = useState<ConsoleInvoice | null>(null);
  const reverse = useReverseInvoice();
  const resend = useResendInvoice();
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
            { title: '开票月份', dataIndex: 'months', render: formatInvoiceMonths },
            { title: '金额', dataIndex: 'amountFen', width: 110, render: formatInvoiceYuan },
            { title: '发票类型', dataIndex: 'invoiceType', width: 200, render: (type: string) => INVOICE_TYPE_NAMES[type as InvoiceTypeValue] ?? type },
            { title: '抬头', dataIndex: 'buyerName', width: 160 },
            { title: '发票号码', dataIndex: 'invoiceNumber', width: 190, render: (number: string) => number || '—' },
            { title: '开票时间', dataIndex: 'issuedAt', width: 170, render: (iso: string) => (iso ? formatDateTime(iso) : '—') },
            {
              title: '状态',
              dataIndex: 'state',
              width: 90,
              render: (state: ConsoleInvoiceState) => <Tag color={INVOICE_STATE_COLOR[state]}>{ConsoleInvoiceStateLabel[state]}</Tag>,
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
            ...(canReverse || canResend
              ? [
                  {
                    title: '操作',
                    key: 'actions',
                    width: 170,
                    render: (_: unknown, invoice: ConsoleInvoice) =>
                      invoice.state === 'issued' && (
                        <Space size="small">
                          {canResend && (
                            <Button size="small" onClick={() => setResending(invoice)}>
                              重发邮件
                            </Button>
                          )}
                          {canReverse && (
                            <Button size="small" danger onClick={() => setReversing(invoice)}>
                              红冲
                            </Button>
                          )}
                        </Space>
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
      <InvoiceReasonModal
        invoice={reversing}
        action={REVERSAL}
        isPending={reverse.isPending}
        onSubmit={(invoice, reason, done) => reverse.mutate({ id: invoice.id, reason }, { onSuccess: done })}
        onClose={() => setReversing(null)}
      />
      <InvoiceReasonModal
        invoice={resending}
        action={RESEND}
        isPending={resend.isPending}
        onSubmit={(invoice, reason, done) => resend.mutate({ id: invoice.id, reason }, { onSuccess: done })}
        onClose={() => setResending(null)}
      />
    </Card>
  );
}
