import { ResultPage } from '../../../shared/ui/result-page.tsx';
import { ResultMessage } from '../order-results-api.ts';

/** /payFail: the payment did not go through. */
export function PayFailPage() {
  return <ResultPage title="支付结果" status="error" message={ResultMessage.PAY_FAILED} description="本次未扣款，请返回重新下单支付。" buttonText="返回首页" />;
}
