import { checkMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd';

/** The console's "find a number" form: one of our numbers, checked before it is searched. */
export function PhoneSearchForm({ onSearch, className }: { onSearch: (phone: string) => void; className?: string }) {
  const [form] = Form.useForm<{ phone: string }>();
  return (
    <Form form={form} layout="inline" onFinish={(fields) => onSearch(fields.phone.trim())} className={className}>
      <Form.Item
        label="手机号"
        name="phone"
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const message = checkMobilePhone((value ?? '').trim());
              if (message) {
                throw new Error(message);
              }
            },
          },
        ]}
      >
        <Input maxLength={11} placeholder="本网手机号" allowClear />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
    </Form>
  );
}
