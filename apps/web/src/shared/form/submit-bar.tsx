import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { HallFormInstance } from './hall-form.tsx';

interface SubmitBarProps {
  /** The form its button submits: the rows are checked, then the form's onSubmit runs. */
  form: Pick<HallFormInstance<object>, 'submit'>;
  /** The button's text. */
  text: string;
  /** While the submission runs the button spins and cannot be pressed again. */
  isPending?: boolean;
  /** The text beside the spinner while pending (the button's own text without it). */
  pendingText?: string;
  isDisabled?: boolean;
  /** A red button for what takes something away (unbinding, reporting a loss). */
  isDanger?: boolean;
  /** The bar's class: the page's `page-actions` unless the form sits in a box of its own. */
  className?: string;
  /** More buttons after the submit button (cancel, another way on). */
  children?: ReactNode;
}

/** The bar below a hall form: its primary block button submits the form. */
export function SubmitBar({
  form,
  text,
  isPending = false,
  pendingText,
  isDisabled = false,
  isDanger = false,
  className = 'page-actions',
  children,
}: SubmitBarProps) {
  return (
    <div className={className}>
      <Button block color={isDanger ? 'danger' : 'primary'} loading={isPending} loadingText={pendingText} disabled={isDisabled} onClick={() => form.submit()}>
        {text}
      </Button>
      {children}
    </div>
  );
}
