import { POINTS_MESSAGES } from '@hall/contract/points/rules';
import { ResultPage } from '../../../shared/ui/result-page.tsx';

/** /exchangeFail: not enough points. */
export function ExchangeFailPage() {
  return (
    <ResultPage
      title="兑换失败"
      status="error"
      message={POINTS_MESSAGES.SHORT_OF_POINTS}
      description="每日签到可获得积分，积分足够后再来兑换吧"
      buttonText="返回积分商城"
      target="/integral/pointsExchange"
    />
  );
}
