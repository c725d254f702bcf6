import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /setFail: changing the service password failed; the reason comes in ?reason=. */
export function SetFailPage() {
  const reason = useQueryParam('reason');
  return (
    <ResultPage title="服务密码" status="error" message="更改失败" description={reason ?? '请重新验证后再试'} buttonText="重新修改" target="/setPassword" />
  );
}
