import type { AuthTypeValue } from '@hall/contract/identity/rules';
import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { IdentityCheckState } from '../../../shared/hooks/use-identity-check.ts';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { CheckPending } from './check-pending.tsx';
import { useBackGuardEntry } from '../../../shared/hooks/use-back-guard-entry.ts';
import { useReturnCheck } from './use-return-check.ts';

export type PassedCheck = Extract<IdentityCheckState, { status: 'passed' }>;

interface CheckedApplicationFormProps {
  title: string;
  authType: AuthTypeValue;
  /** The entry page, where a missing or failed check sends the person back. */
  startPath: string;
  /** Asked before the filled form is left (header or browser back); leaving goes home. */
  leaveMessage: string;
  hint: string;
  isSubmitting: boolean;
  onSubmit: (check: PassedCheck) => void;
  /** The form's rows, once the face check has passed (its number may fill a row). */
  children: (check: PassedCheck) => ReactNode;
}

/**
 * The return route of an application's face check (cancellation, transfer out, transfer in):
 * the check's result first, then the form, which asks before it is left.
 */
export function CheckedApplicationForm({ title, authType, startPath, leaveMessage, hint, isSubmitting, onSubmit, children }: CheckedApplicationFormProps) {
  const navigate = useNavigate();
  const check = useReturnCheck(authType, startPath);
  const isFormShown = check.status === 'passed';
  const { requestLeave } = useLeaveConfirm({ message: leaveMessage, leaveTo: '/', isEnabled: isFormShown });
  useBackGuardEntry(isFormShown);

  return (
    <div className="page">
      <PageHeader title={title} onBack={isFormShown ? requestLeave : () => navigate(startPath, { replace: true })} />
      {check.status !== 'passed' ? (
        <CheckPending status={check.status} startPath={startPath} />
      ) : (
        <>
          <Form layout="horizontal" mode="card" className="applications-form">
            {children(check)}
          </Form>
          <p className="applications-hint">{hint}</p>
          <div className="page-actions">
            <Button block color="primary" loading={isSubmitting} loadingText="提交中" onClick={() => onSubmit(check)}>
              提交
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
