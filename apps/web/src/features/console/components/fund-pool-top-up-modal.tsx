import { ContentLimit } from '@hall/contract/console-content/rules';
import { Form, Input, InputNumber, Modal } from 'antd';
import { callStaff } from '../call-staff.ts';
import { toFen } from './form-values.ts';
import { useConsoleAction } from './use-console-action.ts';

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
  const { run, isRunning } = useConsoleAction();

  const topUp = async ({ amountYuan, note }: TopUpForm) => {
    if (!dealer) {
      return;
    }
    const result = await run(
      () =>
        callStaff(
          'CONSOLE_FUND_POOL_TOP_UP',
          { dealerId: dealer.id, amountFen: toFen(amountYuan), note: note ?? '', requestId: dealer.requestId },
          { isSilent: true },
        ),
      {
        success: '资金池已充值',
        refresh: ['console'],
      },
    );
    if (result) {
      onClose();
    }
  };

  return (
    <Modal
      open={dealer !== null}
      title={`资金池充值：${dealer?.name ?? ''}`}
      okText="确认充值"
      cancelText="取消"
      okButtonProps={{ loading: isRunning }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void topUp(values)} preserve={false}>
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
