import { ResultPage } from '../../../shared/ui/result-page.tsx';
import { ResultMessage } from '../order-results-api.ts';

/** /fail: paid, but the balance cannot cover the flow pack (the money stays as call credit). */
export function RechargeFailPage() {
  return (
    <ResultPage
      title="订购结果"
      status="error"
      message={ResultMessage.INSUFFICIENT_BALANCE}
      description="您支付的金额已存入话费账户，请充值话费后重新订购流量包。"
      buttonText="返回首页"
    />
  );
}
