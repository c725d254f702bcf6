import { Link } from 'react-router';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { CareModeSwitch } from '../../../shared/care-mode/care-mode-switch.tsx';
import { RealNameNotice } from '../../../shared/member/real-name-notice.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PersonalPanel } from '../components/personal-panel.tsx';

export const LEAVE_PERSONAL_MESSAGE = '确定要退出号码信息吗？';

/** /personal: number information (with the real-name notice when the number is not registered) and the care-mode switch; leaving asks first, then replaces to PersonalInformation. */
export function PersonalPage() {
  const { requestLeave } = useLeaveConfirm({ message: LEAVE_PERSONAL_MESSAGE, leaveTo: '/PersonalInformation' });
  return (
    <div className="page">
      <PageHeader title="号码信息" onBack={requestLeave} />
      <RealNameNotice />
      <PersonalPanel />
      <p className="page-intro">
        <Link to="/autoRecharge">自动充值</Link>
      </p>
      <CareModeSwitch />
    </div>
  );
}
