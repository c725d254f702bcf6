import { ContentLimit } from '@hall/contract/console-content/rules';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTopUpFundPool } from '../fund-pool-api.ts';
import { toFen } from '../../shell/components/form-values.ts';

interface TopUpForm {
  amountYuan: number;
  note?: string;
}

export interface TopUpTarget {
  id: string;
  name: string;
  /** Chosen when the form opens (createRequestId), so a second click or a retry is recorded once. */
  requestId: string;
}

/** Tops up a dealer's fund pool (admin). */
export function FundPoolTopUpModal({ dealer, onClose }: { dealer: TopUpTarget | null; onClose: () => void }) {
  const [form] = Form.useForm<TopUpForm>();
  const topUpFundPool = useTopUpFundPool();

  const topUp = ({ amountYuan, note }: TopUpForm) => {
    if (!dealer) {
      return;
    }
    topUpFundPool.mutate({ dealerId: dealer.id, amountFen: toFen(amountYuan), note: note ?? '', requestId: dealer.requestId }, { onSuccess: () => onClose() });
  };

  return (
    <Modal
      open={dealer !== null}
      title={`资金池充值：${dealer?.name ?? ''}`}
      okText="确认充值"
      cancelText="取消"
      okButtonProps={{ loading: topUpFundPool.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={topUp} preserve={false}>
        <Form.Item label="充值金额（元）" name="amountYuan" rules={[{ required: true, message: '请填写充值金额' }]}>
          <InputNumber min={0.01} max={ContentLimit.TOP_UP_MAX_FEN / 100} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="备注" name="note">
          <Input maxLength={100} placeholder="如：11月预存款" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
