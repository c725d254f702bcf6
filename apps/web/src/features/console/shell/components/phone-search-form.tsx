import { checkMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd';

/** The number a link to a page names (`?phone=…`, as 欠款 links to 号码档案); empty when it names none or no valid one. */
export function readLinkedPhone(): string {
  const phone = new URLSearchParams(window.location.search).get('phone')?.trim() ?? '';
  return phone && !checkMobilePhone(phone) ? phone : '';
}

/** The console's "find a number" form: one of our numbers, checked before it is searched. */
export function PhoneSearchForm({ onSearch, className, initialPhone = '' }: { onSearch: (phone: string) => void; className?: string; initialPhone?: string }) {
  const [form] = Form.useForm<{ phone: string }>();
  return (
    <Form form={form} layout="inline" initialValues={{ phone: initialPhone }} onFinish={(fields) => onSearch(fields.phone.trim())} className={className}>
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
