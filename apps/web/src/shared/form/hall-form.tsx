import { Form } from 'antd-mobile';
import { useEffect, useId, type ReactNode } from 'react';
import { showToast } from '../ui/toast.ts';
import './hall-form.css';

/** The form's state (antd-mobile's, on rc-field-form), typed by the values it holds. */
export type HallFormInstance<Values> = ReturnType<typeof Form.useForm<Values>>[0];

export function useHallForm<Values extends object>(): HallFormInstance<Values> {
  return Form.useForm<Values>()[0];
}

/**
 * Fills a field with a value that arrives later (the bound number) while it is empty and the person
 * has not typed in it. Never over what it holds: a row mounted again forgets it was touched, and a
 * number typed before the default arrived must stay the one the code goes to.
 */
export function useFieldDefault<Values extends object>(form: HallFormInstance<Values>, name: keyof Values & string, value: string): void {
  useEffect(() => {
    if (value && !form.isFieldTouched(name) && !readText(form.getFieldValue(name))) {
      form.setFieldValue(name, value);
    }
  }, [form, name, value]);
}

interface FailedCheck {
  errorFields?: { errors: string[] }[];
}

/** The first failing field's message, in field order, or null. */
function firstFailureOf(failed: FailedCheck): string | null {
  return failed.errorFields?.find((field) => field.errors.length > 0)?.errors[0] ?? null;
}

/** The one way a hall form shows a refusal: the first failing field's message as a toast (the hall's, or the area's own). */
export function showFirstFailure(failed: FailedCheck, showFailure: (message: string) => void = showToast): void {
  const message = firstFailureOf(failed);
  if (message) {
    showFailure(message);
  }
}

/** A field's value as trimmed text ('' for a field not yet filled). */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The values a page is handed: every text trimmed. */
function trimValues<Values extends object>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as Values;
}

/**
 * Checks the named fields (all of them without names: a step whose button does more than submit):
 * their trimmed values, or null after the first failure was shown.
 */
export async function checkFields<Values extends object, Name extends keyof Values & string = keyof Values & string>(
  form: HallFormInstance<Values>,
  names?: Name[],
  showFailure: (message: string) => void = showToast,
): Promise<Pick<Values, Name> | null> {
  try {
    const values = names ? await form.validateFields(names) : await form.validateFields();
    return trimValues(values as Pick<Values, Name>);
  } catch (failed) {
    showFirstFailure(failed as FailedCheck, showFailure);
    return null;
  }
}

interface HallFormProps<Values extends object> {
  form: HallFormInstance<Values>;
  initialValues?: Partial<Values>;
  /** Called only when every field's check passed, with the values trimmed. */
  onSubmit: (values: Values) => void;
  /** Called as the person changes a value (a draft kept while typing). */
  onValuesChange?: (changed: Partial<Values>, values: Values) => void;
  /** How a refusal is shown: the hall's toast unless the area has its own (the agent's shorter toast). */
  showFailure?: (message: string) => void;
  /**
   * 'card' (the default): the rows in a card; 'plain': the rows without one (inside a popup); 'bar':
   * one row in its section, its label for screen readers only, its button beside the input.
   */
  look?: 'card' | 'plain' | 'bar';
  children: ReactNode;
  className?: string;
}

/**
 * A hall form: the card of horizontal rows, checked only on submit (`form.submit()`, usually from
 * the page's button below the card), the first failure toasted, never written under the field.
 */
export function HallForm<Values extends object>({
  form,
  initialValues,
  onSubmit,
  onValuesChange,
  showFailure = showToast,
  look = 'card',
  children,
  className,
}: HallFormProps<Values>) {
  // The form's name prefixes its inputs' ids, so two forms on a page never share one.
  const name = useId();
  return (
    <Form
      form={form}
      name={name}
      layout="horizontal"
      mode={look === 'plain' ? 'default' : 'card'}
      className={[look === 'bar' ? 'hall-form-bar' : '', className ?? ''].filter(Boolean).join(' ') || undefined}
      hasFeedback={false}
      validateTrigger={false}
      initialValues={initialValues}
      onFinish={(values: Values) => onSubmit(trimValues(values))}
      onFinishFailed={(failed) => showFirstFailure(failed, showFailure)}
      onValuesChange={onValuesChange}
    >
      {children}
    </Form>
  );
}
