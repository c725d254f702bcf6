import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { CareModeSwitch } from '../../../shared/care-mode/care-mode-switch.tsx';
import { RealNameNotice } from '../../../shared/member/real-name-notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PersonalPanel } from '../components/personal-panel.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';

// The usage alerts and their history come in a chunk of their own, once the member has a number.
const UsageAlertSummary = lazy(() => import('../components/usage-alert-summary.tsx').then((module) => ({ default: module.UsageAlertSummary })));

export const LEAVE_PERSONAL_MESSAGE = '确定要退出号码信息吗？';

/** /personal: number information (with the real-name notice when the number is not registered), the usage alerts and the care-mode switch; leaving asks first, then replaces to PersonalInformation. */
export function PersonalPage() {
  const member = useMember();
  const { requestLeave } = useLeaveConfirm({ message: LEAVE_PERSONAL_MESSAGE, leaveTo: '/PersonalInformation' });
  return (
    <div className="page">
      <PageHeader title="号码信息" onBack={requestLeave} />
      <RealNameNotice />
      <PersonalPanel />
      {boundPhoneOf(member) ? (
        <Suspense fallback={null}>
          <UsageAlertSummary />
        </Suspense>
      ) : null}
      <p className="page-intro">
        <Link to="/autoRecharge">自动充值</Link> · <Link to="/personalInfo">个人信息管理</Link>
      </p>
      <CareModeSwitch />
    </div>
  );
}
