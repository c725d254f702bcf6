import { RechargeStatus } from '@hall/contract/recharge/rules';
import { ResultPage } from '../../../shared/ui/result-page.tsx';
import { ResultMessage } from '../order-results-api.ts';
import { OrderResult } from '../components/order-result.tsx';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import '../recharge.css';

/** /paySuccess: call credit paid; the order is confirmed first, an unpaid one goes to /payFail. */
export function PaySuccessPage() {
  const outTradeNo = useQueryParam('outTradeNo');
  return (
    <OrderResult
      title="支付结果"
      operation="BOSS_QUERY_ORDER"
      redirectOf={(result) => (result.status === RechargeStatus.SUCCESS || result.status === RechargeStatus.RECHARGING ? null : '/payFail')}
    >
      <ResultPage
        title="支付结果"
        status="success"
        message={ResultMessage.PAY_SUCCESS}
        description={outTradeNo ? `订单号 ${outTradeNo}，话费已充值到账，可在余额查询中查看。` : '话费已充值到账，可在余额查询中查看。'}
        buttonText="返回首页"
        closesInWechat
      />
    </OrderResult>
  );
}
