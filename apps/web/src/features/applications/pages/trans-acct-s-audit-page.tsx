import { useLocation } from 'react-router';
import { ApplicationStatusPage } from '../../../shared/ui/application-status/application-status.tsx';

interface SentState {
  orderNo?: string;
  sentTo?: string;
  sentBy?: 'sms' | 'wechat' | null;
}

/** /transAcctSauditCabcel: the transfer waits for review; the order number and code were sent. */
export function TransAcctSAuditPage() {
  const sent = (useLocation().state ?? {}) as SentState;
  return (
    <ApplicationStatusPage
      kind="transferOut"
      title="过户发起"
      pendingMessage="过户发起申请已成功提交"
      pendingDescription={
        <>
          {sent.orderNo ? <div>过户单号：{sent.orderNo}</div> : null}
          {sent.sentBy === 'wechat' ? (
            <div>过户单号和过户验证码已发送至本公众号的消息中，请告知过户接收人办理过户接收。</div>
          ) : (
            <div>过户单号和过户验证码已通过短信发送至{sent.sentTo ? ` ${sent.sentTo}` : '您的号码'}，请告知过户接收人办理过户接收。</div>
          )}
        </>
      }
      passedMessage="过户申请已审核通过"
      failPath="/transAcctSauditFail"
      startPath="/transAcctS"
      emptyText="暂无过户发起申请"
    />
  );
}
