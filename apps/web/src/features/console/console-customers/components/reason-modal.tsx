import { CustomerLimit } from '@hall/contract/console-customers/rules';
import { Form, Input, Modal } from 'antd';

interface ReasonModalProps {
  title: string;
  /** What the reason field is called (查看原因, 解绑原因). */
  label: string;
  isOpen: boolean;
  isSending: boolean;
  onSend: (reason: string) => void;
  onClose: () => void;
}

/** Asks the reason an action on a customer's data needs before it is sent; the reason goes to 操作日志. */
export function ReasonModal({ title, label, isOpen, isSending, onSend, onClose }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={isOpen}
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={isSending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onSend(reason.trim())}>
        <Form.Item label={label} name="reason" rules={[{ required: true, whitespace: true, message: `请填写${label}` }]} extra="将记入操作日志">
          <Input.TextArea maxLength={CustomerLimit.REASON_MAX} rows={2} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
