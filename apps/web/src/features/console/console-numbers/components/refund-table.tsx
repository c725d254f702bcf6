import { REFUND_REFERENCE_MAX_LENGTH, REFUND_ROUTE_TEXT, REFUND_STATUS_TEXT, type RefundRoute, type RefundStatus } from '@hall/contract/console-numbers/rules';
import type { NumberRecord } from '@hall/contract/console-numbers/schemas';
import { Button, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { useRecordRefundPaid } from '../numbers-api.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';

type Refund = NumberRecord['refunds'][number];

/** The number's refunds; an admin records a bank refund's payment with the transfer's reference. */
export function RefundTable({ refunds, canRecordPayment }: { refunds: Refund[]; canRecordPayment: boolean }) {
  const [paying, setPaying] = useState<Refund | null>(null);
  const [reference, setReference] = useState('');
  const close = () => {
    setPaying(null);
    setReference('');
  };
  const recordPaid = useRecordRefundPaid(close);
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={refunds}
        locale={{ emptyText: '暂无退费记录' }}
        columns={[
          { title: '金额（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
          { title: '退费方式', dataIndex: 'route', width: 120, render: (route: RefundRoute) => REFUND_ROUTE_TEXT[route] },
          { title: '银行卡', dataIndex: 'bankCardTail', width: 130, render: (tail: string | null) => (tail ? `尾号${tail}` : '—') },
          { title: '状态', dataIndex: 'status', width: 90, render: (status: RefundStatus) => REFUND_STATUS_TEXT[status] },
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          {
            title: '退款流水',
            key: 'payment',
            render: (_value: unknown, refund: Refund) => {
              if (refund.paidReference) {
                return `${refund.paidReference}（${refund.paidAt ? formatDateTime(refund.paidAt) : ''}）`;
              }
              return refund.status === 'pending' && canRecordPayment ? (
                <Button size="small" onClick={() => setPaying(refund)}>
                  登记已退款
                </Button>
              ) : (
                '—'
              );
            },
          },
        ]}
      />
      <Modal
        open={paying !== null}
        title="登记已退款"
        okText="确认登记"
        cancelText="取消"
        okButtonProps={{ disabled: reference.trim() === '', loading: recordPaid.isPending }}
        onOk={() => paying && recordPaid.mutate({ refundId: paying.id, reference: reference.trim() })}
        onCancel={close}
      >
        <p>
          退款 {paying ? formatYuan(paying.amountFen) : ''} 元至尾号{paying?.bankCardTail ?? ''}的银行卡。登记后将短信通知原机主，且不能撤销。
        </p>
        <Input
          aria-label="银行流水号"
          placeholder="请填写银行转账流水号"
          maxLength={REFUND_REFERENCE_MAX_LENGTH}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </Modal>
    </>
  );
}
