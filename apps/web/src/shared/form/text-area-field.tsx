import { FieldLimit } from '@hall/contract/validators';
import { Form, TextArea } from 'antd-mobile';
import { toRules, type FormCheck } from './field-rules.ts';

interface TextAreaFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  check?: FormCheck;
  maxLength?: number;
  rows?: number;
  /** Shows the count of characters typed against the limit. */
  isCounted?: boolean;
}

/** A hall form row of several lines (reasons, feedback), its label tied to the text area. */
export function TextAreaField({ name, label, placeholder, check, maxLength = FieldLimit.FREE_TEXT, rows = 3, isCounted = false }: TextAreaFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={toRules(check)}>
      <TextArea placeholder={placeholder} maxLength={maxLength} rows={rows} showCount={isCounted} aria-label={label} />
    </Form.Item>
  );
}
