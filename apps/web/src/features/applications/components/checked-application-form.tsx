import type { AuthTypeValue } from '@hall/contract/identity/rules';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { HallForm, type HallFormInstance } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { ApplicationCheckView } from './application-check-view.tsx';
import type { PassedCheck } from '../../../shared/ui/identity-check-view.tsx';
import { useBackGuardEntry } from '../../../shared/hooks/use-back-guard-entry.ts';
import { useReturnCheck } from './use-return-check.ts';

interface CheckedApplicationFormProps<Values extends object> {
  form: HallFormInstance<Values>;
  title: string;
  authType: AuthTypeValue;
  /** The entry page, where a missing or failed check sends the person back. */
  startPath: string;
  /** Asked before the filled form is left (header or browser back); leaving goes home. */
  leaveMessage: string;
  hint: string;
  isSubmitting: boolean;
  /** Called once every field's check passed, with the trimmed values. */
  onSubmit: (values: Values, check: PassedCheck) => void;
  /** The form's rows, once the face check has passed (its number may fill a row). */
  children: (check: PassedCheck) => ReactNode;
  /** Shown above the form once the check has passed (the cancellation's balance). */
  aboveForm?: (check: PassedCheck) => ReactNode;
}

/**
 * The return route of an application's face check (cancellation, transfer out, transfer in):
 * the check's result first, then the form, which asks before it is left.
 */
export function CheckedApplicationForm<Values extends object>({
  form,
  title,
  authType,
  startPath,
  leaveMessage,
  hint,
  isSubmitting,
  onSubmit,
  children,
  aboveForm,
}: CheckedApplicationFormProps<Values>) {
  const navigate = useNavigate();
  const check = useReturnCheck(authType, startPath);
  const isFormShown = check.status === 'passed';
  const { requestLeave } = useLeaveConfirm({ message: leaveMessage, leaveTo: '/', isEnabled: isFormShown });
  useBackGuardEntry(isFormShown);

  return (
    <div className="page">
      <PageHeader title={title} onBack={isFormShown ? requestLeave : () => navigate(startPath, { replace: true })} />
      <ApplicationCheckView check={check} startPath={startPath}>
        {(passed) => (
          <>
            {aboveForm?.(passed)}
            <HallForm form={form} className="applications-form" onSubmit={(values) => onSubmit(values, passed)}>
              {children(passed)}
            </HallForm>
            <p className="applications-hint">{hint}</p>
            <SubmitBar form={form} text="提交" isPending={isSubmitting} pendingText="提交中" />
          </>
        )}
      </ApplicationCheckView>
    </div>
  );
}
