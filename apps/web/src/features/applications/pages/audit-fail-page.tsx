import { ApplicationFailPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /auditFail: 销户失败 with the review reason. */
export function AuditFailPage() {
  return <ApplicationFailPage kind="cancel" title="销户申请" failMessage="销户失败" startPath="/cancel" />;
}
