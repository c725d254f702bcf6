import { ApplicationStatusPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /auditCabcel: the cancellation waits for review. */
export function AuditCancelPage() {
  return (
    <ApplicationStatusPage
      kind="cancel"
      title="销户申请"
      pendingMessage="销户申请已成功提交"
      pendingDescription="请耐心等待..."
      passedMessage="销户申请已审核通过"
      failPath="/auditFail"
      startPath="/cancel"
      emptyText="暂无销户申请"
    />
  );
}
