import { ApplicationStatusPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /transAcctTauditCabcel: the receipt waits for customer service to review the material. */
export function TransAcctTAuditPage() {
  return (
    <ApplicationStatusPage
      kind="transferIn"
      title="过户接收"
      pendingMessage="过户接收申请已成功提交"
      pendingDescription="下一步：客服将审核您提交的资料，请耐心等待。"
      passedMessage="过户接收申请已审核通过"
      failPath="/transAcctTauditFail"
      startPath="/transAcctT"
      emptyText="暂无过户接收申请"
    />
  );
}
