import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /openRemindSuccess?title=: a caller service was opened; the spec's 开通成功 and a confirm button back to the root. */
export function OpenRemindSuccessPage() {
  const title = useQueryParam('title') ?? '来电提醒';
  return <ResultPage title={title} status="success" message="开通成功" description="业务已生效，费用已从话费余额中扣除" buttonText="确定" />;
}
