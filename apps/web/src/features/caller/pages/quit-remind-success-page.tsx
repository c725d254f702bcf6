import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /quitRemindSuccess?title=: a caller service was cancelled. */
export function QuitRemindSuccessPage() {
  const title = useQueryParam('title') ?? '来电提醒';
  return <ResultPage title={title} status="success" message={`${title}取消成功`} buttonText="返回首页" />;
}
