import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /exchangeSuccess: what was exchanged and the points left. */
export function ExchangeSuccessPage() {
  const name = useQueryParam('name');
  const points = useQueryParam('points');
  const balance = useQueryParam('balance');
  const description = name && points ? `您已使用${points}积分兑换「${name}」${balance ? `，剩余积分${balance}` : ''}` : undefined;
  return (
    <ResultPage title="兑换成功" status="success" message="兑换成功" description={description} buttonText="返回积分商城" target="/integral/pointsExchange" />
  );
}
