import { Form, Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FIELD_KINDS, type FieldKind } from './field-kinds.ts';
import { toRules, type FormCheck } from './field-rules.ts';

interface TextFieldProps {
  /** The value's key in the form. */
  name: string;
  /** The row's label, tied to the input (the input's accessible name unless `ariaLabel` says otherwise). */
  label: string;
  kind?: FieldKind;
  placeholder?: string;
  check?: FormCheck;
  ariaLabel?: string;
  maxLength?: number;
  /** What is kept of a typed or pasted value, when the kind's rule is not the page's. */
  keep?: (value: string) => string;
  isReadOnly?: boolean;
  isClearable?: boolean;
  /** Marks the label with the required asterisk (the check still decides). */
  isRequired?: boolean;
  /** Shown at the row's end (the send-code button). */
  extra?: ReactNode;
}

/** One row of a hall form: its label tied to its input, the input shaped by the field's kind, its check from the contract. */
export function TextField({
  name,
  label,
  kind = 'text',
  placeholder,
  check,
  ariaLabel,
  maxLength,
  keep,
  isReadOnly = false,
  isClearable,
  isRequired,
  extra,
}: TextFieldProps) {
  const spec = FIELD_KINDS[kind];
  const keepValue = keep ?? spec.keep;
  return (
    <Form.Item
      name={name}
      label={label}
      rules={toRules(check)}
      required={isRequired}
      normalize={keepValue ? (value: unknown) => (typeof value === 'string' ? keepValue(value) : value) : undefined}
      extra={extra}
    >
      <Input
        placeholder={placeholder}
        type={spec.type}
        inputMode={spec.inputMode}
        maxLength={maxLength ?? spec.maxLength}
        aria-label={ariaLabel ?? label}
        readOnly={isReadOnly}
        clearable={isClearable ?? (kind === 'phone' && !isReadOnly)}
      />
    </Form.Item>
  );
}
