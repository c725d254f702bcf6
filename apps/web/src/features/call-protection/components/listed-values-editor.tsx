import type { FieldCheck } from '@hall/contract/validators';
import { Button } from 'antd-mobile';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';

interface AddValues {
  value: string;
}

interface ListedValuesEditorProps {
  /** 拦截号码 or 拦截号段. */
  label: string;
  placeholder: string;
  hint: string;
  maxLength: number;
  max: number;
  values: string[];
  /** The typed value's check: its form, and then whether it is listed already or the list is full. */
  check: FieldCheck;
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
}

/** One list of the settings (numbers or ranges): a row to add one (checked as it is added) and the list with 删除. */
export function ListedValuesEditor({ label, placeholder, hint, maxLength, max, values, check, onAdd, onRemove }: ListedValuesEditorProps) {
  const form = useHallForm<AddValues>();
  const add = ({ value }: AddValues) => {
    onAdd(value);
    form.setFieldValue('value', '');
  };
  return (
    <section className="page-section" aria-label={label}>
      <h2 className="section-title">
        {label}（{values.length}/{max}）
      </h2>
      <HallForm form={form} onSubmit={add} look="bar" className="call-protection-add">
        <TextField
          name="value"
          label={label}
          kind="digits"
          placeholder={placeholder}
          maxLength={maxLength}
          keep={(text) => text.replace(/\D/g, '')}
          check={check}
          isClearable
          extra={
            <Button size="small" color="primary" onClick={form.submit}>
              添加
            </Button>
          }
        />
      </HallForm>
      {values.length === 0 ? (
        <p className="muted call-protection-empty">暂未添加{label}</p>
      ) : (
        <ul className="call-protection-list" aria-label={`已添加的${label}`}>
          {values.map((value) => (
            <li key={value} className="call-protection-item">
              <span className="call-protection-value">{value}</span>
              <button type="button" className="call-protection-remove" aria-label={`删除${value}`} onClick={() => onRemove(value)}>
                删除
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted call-protection-hint">{hint}</p>
    </section>
  );
}
