import { RechargeStatus } from '@hall/contract/recharge/rules';
import { ResultPage } from '../../../shared/ui/result-page.tsx';
import { ResultMessage } from '../order-results-api.ts';
import { OrderResult } from '../components/order-result.tsx';

/** /success: a flow pack paid and opened; short balance goes to /fail, a failed payment to /flowPayFali. */
export function FlowSuccessPage() {
  return (
    <OrderResult
      title="订购结果"
      operation="OPEN_FLOW"
      redirectOf={(result) => {
        if (result.status !== RechargeStatus.SUCCESS) {
          return '/flowPayFali';
        }
        return result.packStatus === 'insufficient' ? '/fail' : null;
      }}
    >
      <ResultPage
        title="订购结果"
        status="success"
        message={ResultMessage.PAY_SUCCESS}
        description="流量包订购成功，已生效，可在套餐余量中查看。"
        buttonText="返回首页"
        closesInWechat
      />
    </OrderResult>
  );
}
