import { Form, Input } from 'antd-mobile';
import { toRules, type FormCheck } from '../../../shared/form/field-rules.ts';

/**
 * A row of a range form: a China date (YYYY-MM-DD) on the phone's own date picker, a control of
 * the hall form with its check from the contract (kept out of the shared field kinds, which ride
 * in the hall's first route).
 */
export function DateField({ name, label, check }: { name: 'from' | 'to'; label: string; check: FormCheck }) {
  return (
    <Form.Item name={name} label={label} rules={toRules(check)}>
      <Input type="date" aria-label={label} maxLength={10} />
    </Form.Item>
  );
}
