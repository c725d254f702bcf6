import {
  ADJUSTMENT_DECISION_TEXT,
  ADJUSTMENT_STATUS_TEXT,
  NumberActionReasonLabel,
  type AdjustmentDecision,
  type AdjustmentStatus,
} from '@hall/contract/console-numbers/rules';
import type { NumberAdjustment } from '@hall/contract/console-numbers/schemas';
import { Button, Form, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatSignedYuan } from './account-format.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { useDecideAdjustment } from '../numbers-api.ts';
import { ReasonField } from './reason-field.tsx';

const STATUS_COLOR: Record<AdjustmentStatus, string> = { pending: 'processing', applied: 'success', rejected: 'default' };

interface Deciding {
  adjustment: NumberAdjustment;
  decision: AdjustmentDecision;
}

function DecideModal({ deciding, onClose }: { deciding: Deciding; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideAdjustment(onClose);
  const text = ADJUSTMENT_DECISION_TEXT[deciding.decision];
  return (
    <Modal
      open
      title={`${text}调账 ${formatSignedYuan(deciding.adjustment.amountFen)} 元`}
      okText={`确认${text}`}
      cancelText="取消"
      okButtonProps={{ loading: decide.isPending, danger: deciding.decision === 'reject' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        提交人：{deciding.adjustment.requestedBy}；调账原因：{deciding.adjustment.reason}
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) => decide.mutate({ adjustmentId: deciding.adjustment.id, decision: deciding.decision, reason: reason.trim() })}
      >
        <ReasonField label={NumberActionReasonLabel.decision} />
      </Form>
    </Modal>
  );
}

/** The number's balance adjustments, waiting ones first; a second staff member approves or rejects one that waits. */
export function AdjustmentTable({ adjustments }: { adjustments: NumberAdjustment[] }) {
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={adjustments}
        locale={{ emptyText: '暂无调账记录' }}
        columns={[
          { title: '金额（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: formatSignedYuan },
          { title: '调账原因', dataIndex: 'reason' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: AdjustmentStatus) => <Tag color={STATUS_COLOR[status]}>{ADJUSTMENT_STATUS_TEXT[status]}</Tag>,
          },
          { title: '提交人', dataIndex: 'requestedBy', width: 110 },
          { title: '提交时间', dataIndex: 'requestedAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          {
            title: '审批',
            key: 'decision',
            width: 220,
            render: (_value: unknown, adjustment: NumberAdjustment) => {
              if (adjustment.canDecide) {
                return (
                  <Space>
                    <Button size="small" type="primary" onClick={() => setDeciding({ adjustment, decision: 'approve' })}>
                      {ADJUSTMENT_DECISION_TEXT.approve}
                    </Button>
                    <Button size="small" danger onClick={() => setDeciding({ adjustment, decision: 'reject' })}>
                      {ADJUSTMENT_DECISION_TEXT.reject}
                    </Button>
                  </Space>
                );
              }
              if (adjustment.decidedBy) {
                return `${adjustment.decidedBy}：${adjustment.decisionReason ?? ''}`;
              }
              return adjustment.status === 'pending' ? '待其他管理员审批' : '无需审批';
            },
          },
        ]}
      />
      {deciding && <DecideModal deciding={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
