import { ApplicationMessage } from '@hall/contract/applications/rules';
import { ApplicationStatusPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /realResult: the real-name supplement's result (pending review, passed or failed with reason). */
export function RealResultPage() {
  return (
    <ApplicationStatusPage
      kind="realName"
      title="实名补录"
      pendingMessage={ApplicationMessage.SUBMITTED}
      pendingDescription="实名补录资料已提交，请耐心等待审核结果"
      passedMessage="实名补录已审核通过"
      startPath="/PersonageRealName"
      emptyText="暂无实名补录记录"
    />
  );
}
