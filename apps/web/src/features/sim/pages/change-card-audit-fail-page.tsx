import { SIM_REPLACEMENT_KIND } from '@hall/contract/applications/rules';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { ApplicationFailPage } from '../../../shared/ui/application-status/application-status.tsx';

/** /changeCardauditFail: a refused submission (?reason=) or the reason review gave. */
export function ChangeCardAuditFailPage() {
  const reason = useQueryParam('reason');
  return <ApplicationFailPage kind={SIM_REPLACEMENT_KIND} title="补卡申请" failMessage="补卡申请失败" startPath="/changeCard" reason={reason} />;
}
