import { checkMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd';

/** The number a link to a page names (`?phone=…`, as 欠款 links to 号码档案); empty when it names none or no valid one. */
export function readLinkedPhone(): string {
  const phone = new URLSearchParams(window.location.search).get('phone')?.trim() ?? '';
  return phone && !checkMobilePhone(phone) ? phone : '';
}

/**
 * The 手机号 field of a console form (name `phone`): one of our numbers, checked before the form is
 * sent; optional when it filters a list (empty: every number).
 */
export function PhoneFormItem({ isOptional = false }: { isOptional?: boolean }) {
  return (
    <Form.Item
      label="手机号"
      name="phone"
      rules={[
        {
          validator: async (_, value: string | undefined) => {
            const phone = (value ?? '').trim();
            const message = isOptional && !phone ? null : checkMobilePhone(phone);
            if (message) {
              throw new Error(message);
            }
          },
        },
      ]}
    >
      <Input maxLength={11} placeholder={isOptional ? '全部号码' : '本网手机号'} allowClear />
    </Form.Item>
  );
}

/** The console's "find a number" form: one of our numbers, checked before it is searched. */
export function PhoneSearchForm({ onSearch, className, initialPhone = '' }: { onSearch: (phone: string) => void; className?: string; initialPhone?: string }) {
  const [form] = Form.useForm<{ phone: string }>();
  return (
    <Form form={form} layout="inline" initialValues={{ phone: initialPhone }} onFinish={(fields) => onSearch(fields.phone.trim())} className={className}>
      <PhoneFormItem />
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
    </Form>
  );
}
