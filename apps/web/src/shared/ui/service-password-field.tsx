import { FieldLimit } from '@hall/contract/validators';
import { Form, Input } from 'antd-mobile';

/** The number's service password on a form: digits, hidden, as long as the field allows. */
export function ServicePasswordField({
  value,
  onChange,
  placeholder = '请输入服务密码',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Form.Item label="服务密码">
      <Input
        placeholder={placeholder}
        type="password"
        inputMode="numeric"
        maxLength={FieldLimit.SERVICE_PASSWORD_FIELD}
        value={value}
        onChange={onChange}
        aria-label="服务密码"
      />
    </Form.Item>
  );
}
