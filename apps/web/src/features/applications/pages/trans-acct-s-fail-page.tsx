import { ApplicationFailPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /transAcctSauditFail: the transfer initiation failed, with the review reason. */
export function TransAcctSFailPage() {
  return <ApplicationFailPage kind="transferOut" title="过户发起" failMessage="过户发起申请失败" startPath="/transAcctS" />;
}
