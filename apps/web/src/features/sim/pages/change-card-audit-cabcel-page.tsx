import { SIM_REPLACEMENT_KIND } from '@hall/contract/applications/rules';
import { ApplicationStatusPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /changeCardauditCabcel: the latest SIM replacement application and its review outcome. */
export function ChangeCardAuditCabcelPage() {
  return (
    <ApplicationStatusPage
      kind={SIM_REPLACEMENT_KIND}
      title="补卡申请"
      pendingMessage="提交成功！"
      pendingDescription="补卡申请已提交，等待审核。审核通过后新卡将寄送至您填写的收货地址。"
      passedMessage="补卡申请已审核通过"
      failPath="/changeCardauditFail"
      startPath="/changeCard"
      emptyText="暂无补卡申请"
    />
  );
}
