import { ActionModal } from './action-modal.tsx';
import {
  DEBT_CAUSE_TEXT,
  DEBT_STATUS_TEXT,
  NUMBER_ACTION_TEXT,
  NumberActionReasonLabel,
  type DebtCause,
  type DebtStatus,
} from '@hall/contract/console-numbers/rules';
import type { NumberDebt } from '@hall/contract/console-numbers/schemas';
import { Button, Form, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { useWriteOffDebt } from '../numbers-api.ts';
import { ReasonField } from './reason-field.tsx';

function WriteOffModal({ debt, onClose }: { debt: NumberDebt; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const writeOff = useWriteOffDebt(onClose);
  const label = NUMBER_ACTION_TEXT.debtWriteOff;
  return (
    <ActionModal
      label={label}
      title={`${label} ${formatYuan(debt.amountFen)} 元`}
      isPending={writeOff.isPending}
      isDanger
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      <p>核销后该欠款不再追缴，且不能撤销。</p>
      <Form form={form} layout="vertical" onFinish={({ reason }) => writeOff.mutate({ debtId: debt.id, reason: reason.trim() })}>
        <ReasonField label={NumberActionReasonLabel.debtWriteOff} placeholder="例如：机主已故，无法追回" />
      </Form>
    </ActionModal>
  );
}

/** What the number owes after its cancellation; an admin writes a debt off with a reason. */
export function DebtTable({ debts, canWriteOff }: { debts: NumberDebt[]; canWriteOff: boolean }) {
  const [writingOff, setWritingOff] = useState<NumberDebt | null>(null);
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={debts}
        locale={{ emptyText: '暂无欠款' }}
        columns={[
          { title: '欠款（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
          { title: '产生原因', dataIndex: 'cause', width: 110, render: (cause: DebtCause) => DEBT_CAUSE_TEXT[cause] },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: DebtStatus) => <Tag color={status === 'owed' ? 'error' : 'default'}>{DEBT_STATUS_TEXT[status]}</Tag>,
          },
          { title: '产生时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          {
            title: '核销',
            key: 'writeOff',
            render: (_value: unknown, debt: NumberDebt) => {
              if (debt.status === 'writtenOff') {
                return `${debt.writtenOffBy ?? ''}于${debt.writtenOffAt ? formatDateTime(debt.writtenOffAt) : ''}核销：${debt.writeOffReason ?? ''}`;
              }
              return canWriteOff ? (
                <Button size="small" onClick={() => setWritingOff(debt)}>
                  {NUMBER_ACTION_TEXT.debtWriteOff}
                </Button>
              ) : (
                '—'
              );
            },
          },
        ]}
      />
      {writingOff && <WriteOffModal debt={writingOff} onClose={() => setWritingOff(null)} />}
    </>
  );
}
