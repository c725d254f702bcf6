import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';

export const UNBIND_SUCCESS_MESSAGE = '解除成功';
export const AUTO_TOP_UP_ENDED_NOTE = '您为该号码开通的自动充值已同时解约，不会再从您的微信支付扣款。';

/** The number unbound, how many the member still holds, and whether their auto top-up of it ended. */
export interface UnbindOutcome {
  mobilePhone: string;
  remainingNumbers: number;
  /** The auto top-up the member signed for the number ended with the binding. */
  isAutoTopUpEnded: boolean;
}

/**
 * After unbinding: with no number left the token is gone, so going on starts a fresh login; with
 * others left the hall goes on with the latest of them.
 */
export function UnbindSuccess({ outcome }: { outcome: UnbindOutcome }) {
  const navigate = useNavigate();
  const hasOthers = outcome.remainingNumbers > 0;
  return (
    <>
      <Result
        status="success"
        title={UNBIND_SUCCESS_MESSAGE}
        description={
          <>
            <div>{`号码 ${outcome.mobilePhone} 已解除绑定${hasOthers ? '，已切换到您的其他号码' : ''}`}</div>
            {outcome.isAutoTopUpEnded && <div>{AUTO_TOP_UP_ENDED_NOTE}</div>}
          </>
        }
      />
      <div className="account-result-actions">
        {hasOthers && (
          <Button block color="primary" fill="outline" onClick={() => navigate('/myNumbers')}>
            查看我的号码
          </Button>
        )}
        <Button block color="primary" onClick={() => (hasOthers ? navigate('/Recharge') : window.location.assign('/'))}>
          返回首页
        </Button>
      </div>
    </>
  );
}
