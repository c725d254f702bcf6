import { ActionModal } from './action-modal.tsx';
import { ADJUSTMENT_MAX_FEN, NUMBER_ACTION_TEXT, NumberActionMessage, NumberActionReasonLabel } from '@hall/contract/console-numbers/rules';
import { Form, InputNumber } from 'antd';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { toFen } from '../../shell/components/form-values.ts';
import { useRequestAdjustment } from '../numbers-api.ts';
import { ReasonField } from './reason-field.tsx';

interface AdjustmentForm {
  amountYuan: number;
  reason: string;
}

/** 调账: money added (positive) or taken (negative) in yuan, with the reason; above the threshold it waits for approval. */
export function AdjustmentRequestModal({ phone, approvalAboveFen, onClose }: { phone: string; approvalAboveFen: number | undefined; onClose: () => void }) {
  const [form] = Form.useForm<AdjustmentForm>();
  const requestAdjustment = useRequestAdjustment(onClose);
  const label = NUMBER_ACTION_TEXT.adjustment;
  return (
    <ActionModal label={label} isPending={requestAdjustment.isPending} onSubmit={() => form.submit()} onClose={onClose}>
      <p>
        正数增加余额，负数扣减余额。
        {approvalAboveFen === undefined ? '' : `金额超过 ${formatYuan(approvalAboveFen)} 元的调账需另一位管理员审批后入账。`}
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ amountYuan, reason }) => requestAdjustment.mutate({ phone, amountFen: toFen(amountYuan), reason: reason.trim() })}
      >
        <Form.Item
          label="调账金额（元）"
          name="amountYuan"
          rules={[
            { required: true, message: NumberActionMessage.ADJUSTMENT_REQUIRED },
            { validator: async (_rule, value?: number) => (value === 0 ? Promise.reject(new Error(NumberActionMessage.ADJUSTMENT_ZERO)) : Promise.resolve()) },
          ]}
        >
          <InputNumber min={-ADJUSTMENT_MAX_FEN / 100} max={ADJUSTMENT_MAX_FEN / 100} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <ReasonField label={NumberActionReasonLabel.adjustment} placeholder="例如：网络故障补偿" />
      </Form>
    </ActionModal>
  );
}
