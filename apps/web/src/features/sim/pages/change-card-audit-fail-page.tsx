import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

export const DEFAULT_FAIL_REASON = '身份证图片不清晰';

/** /changeCardauditFail: the application failed; the reason comes in ?reason=. */
export function ChangeCardAuditFailPage() {
  const reason = useQueryParam('reason') ?? DEFAULT_FAIL_REASON;
  return <ResultPage title="补卡申请" status="error" message="补卡申请失败" description={`失败原因：${reason}`} buttonText="重新申请" target="/changeCard" />;
}
