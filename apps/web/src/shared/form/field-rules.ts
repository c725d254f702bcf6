import type { FieldCheck } from '@hall/contract/validators';
import type { FormItemProps } from 'antd-mobile';

/** A field's check; it may read the form's other values (a confirmation against its password). */
export type FormCheck = FieldCheck | ((value: string, values: Record<string, unknown>) => string | null);

/** The form library's rules for one contract check: the check's message is the field's refusal. */
export function toRules(check: FormCheck | undefined): FormItemProps['rules'] {
  if (!check) {
    return undefined;
  }
  return [
    ({ getFieldsValue }) => ({
      validator: (_rule, value: unknown) => {
        // A radio's number or an empty row's undefined is checked as its text.
        const message = check(String(value ?? ''), getFieldsValue(true) as Record<string, unknown>);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    }),
  ];
}
