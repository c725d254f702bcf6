import { FieldLimit } from '@hall/contract/validators';
import { Form, Input } from 'antd-mobile';
import { keepDigits } from '../lib/format.ts';

/** What the field keeps of what is typed or pasted: digits only, at most the password's six. */
export const keepServicePassword = (value: string) => keepDigits(value).slice(0, FieldLimit.SERVICE_PASSWORD_DIGITS);

/** The number's service password on a form: hidden, digits only, at most six kept as the person types (the field itself takes ten). */
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
        onChange={(typed) => onChange(keepServicePassword(typed))}
        aria-label="服务密码"
      />
    </Form.Item>
  );
}
