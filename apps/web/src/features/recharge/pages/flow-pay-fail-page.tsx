import { ResultPage } from '../../../shared/ui/result-page.tsx';
import { ResultMessage } from '../order-results-api.ts';

/** /flowPayFali: the payment of a flow pack failed; the spec's one payment-failure text, the pack named below it. */
export function FlowPayFailPage() {
  return <ResultPage title="订购结果" status="error" message={ResultMessage.PAY_FAILED} description="本次未扣款，流量包未订购。" buttonText="返回首页" />;
}
