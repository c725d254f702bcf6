import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /quitRemindSuccess?title=: a caller service was unsubscribed; the spec's 退订成功, the same button as opening. */
export function QuitRemindSuccessPage() {
  const title = useQueryParam('title') ?? '来电提醒';
  return <ResultPage title={title} status="success" message="退订成功" buttonText="确定" />;
}
