import { LIFT_REASON_MAX_LENGTH, LOSS_REPORT_LIFTER_TEXT } from '@hall/contract/loss-report/rules';
import type { NumberLossReport } from '@hall/contract/console-numbers/schemas';
import { Button, Input, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useLiftLossReport } from '../numbers-api.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';

/** The number's loss reports (挂失); customer service lifts the one in force once the owner's ID card is checked at the store. */
export function LossReportTable({ reports, canLift }: { reports: NumberLossReport[]; canLift: boolean }) {
  const [lifting, setLifting] = useState<NumberLossReport | null>(null);
  const [reason, setReason] = useState('');
  const close = () => {
    setLifting(null);
    setReason('');
  };
  const lift = useLiftLossReport(close);
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={reports}
        locale={{ emptyText: '暂无挂失记录' }}
        columns={[
          { title: '挂失时间', dataIndex: 'reportedAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          {
            title: '状态',
            key: 'state',
            width: 130,
            render: (_value: unknown, report: NumberLossReport) =>
              report.liftedBy ? LOSS_REPORT_LIFTER_TEXT[report.liftedBy] : <Tag color="error">挂失中</Tag>,
          },
          { title: '解挂时间', dataIndex: 'liftedAt', width: 170, render: (iso: string | null) => (iso ? formatDateTime(iso) : '—') },
          {
            title: '解挂原因',
            key: 'reason',
            render: (_value: unknown, report: NumberLossReport) => {
              if (report.liftedAt) {
                return report.liftReason ?? '—';
              }
              return canLift ? (
                <Button size="small" onClick={() => setLifting(report)}>
                  营业厅解挂
                </Button>
              ) : (
                '—'
              );
            },
          },
        ]}
      />
      <Modal
        open={lifting !== null}
        title="营业厅解挂"
        okText="确认解挂"
        cancelText="取消"
        okButtonProps={{ disabled: reason.trim() === '', loading: lift.isPending }}
        onOk={() => lifting && lift.mutate({ lossReportId: lifting.id, reason: reason.trim() })}
        onCancel={close}
      >
        <p>请核验机主本人身份证原件后解挂。解挂后号码恢复通话、上网和短信。</p>
        <Input
          aria-label="解挂原因"
          placeholder="例如：机主持身份证到厅办理"
          maxLength={LIFT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </>
  );
}
