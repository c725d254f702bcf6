import type { ReactNode } from 'react';
import type { IdentityCheckState } from '../../../shared/hooks/use-identity-check.ts';
import { CheckRequired } from '../../../shared/ui/check-required.tsx';
import { IdentityCheckView, type PassedCheck } from '../../../shared/ui/identity-check-view.tsx';

const BACK_TO_CHECK = '请返回上一步重新核验身份';

/** An application's check return route: the result while it is read, 重新核验 without a passed check, then the form. */
export function ApplicationCheckView({
  check,
  startPath,
  children,
}: {
  check: IdentityCheckState;
  startPath: string;
  children: (passed: PassedCheck) => ReactNode;
}) {
  const action = { label: '重新核验', path: startPath };
  return (
    <IdentityCheckView
      check={check}
      notStarted={<CheckRequired description={BACK_TO_CHECK} action={action} />}
      failed={() => <CheckRequired description={BACK_TO_CHECK} action={action} isFailed />}
    >
      {children}
    </IdentityCheckView>
  );
}
