import { ApplicationFailPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /transAcctTauditFail: the receipt failed, with the review reason. */
export function TransAcctTFailPage() {
  return <ApplicationFailPage kind="transferIn" title="过户接收" failMessage="过户接收申请失败" startPath="/transAcctT" />;
}
