import { NUMBER_ACTION_REASON_MAX_LENGTH } from '@hall/contract/console-numbers/rules';
import { Form, Input } from 'antd';

/** The reason every staff action on a number is given with: required, one line, as the contract checks it. */
export function ReasonField({ label, placeholder }: { label: string; placeholder?: string }) {
  return (
    <Form.Item label={label} name="reason" rules={[{ required: true, whitespace: true, message: `请填写${label}` }]}>
      <Input maxLength={NUMBER_ACTION_REASON_MAX_LENGTH} placeholder={placeholder} />
    </Form.Item>
  );
}
