import { Form, Input, Modal } from 'antd';

export interface ReviewPassField {
  name: string;
  label: string;
  pattern: string;
  message: string;
}

interface ReviewPassModalProps {
  fields: ReviewPassField[];
  isOpen: boolean;
  onPass: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/** What the reviewer enters to pass an item (the new card of a SIM replacement), checked as the server checks it. */
export function ReviewPassModal({ fields, isOpen, onPass, onCancel }: ReviewPassModalProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) {
      onPass(Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim().toUpperCase()])));
    }
  };
  return (
    <Modal open={isOpen} title="审核通过" okText="确认通过" cancelText="取消" onOk={() => void submit()} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={[
              { required: true, whitespace: true, message: `请填写${field.label}` },
              { pattern: new RegExp(`^(?:${field.pattern})$`, 'i'), message: field.message },
            ]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
