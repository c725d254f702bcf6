import { AgentMessage } from '@hall/contract/agent/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { readLocal, writeLocal } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showAgentToast } from '../agent-toast.ts';
import { AgentKey } from '../agent-storage.ts';
import { wechatOrderQuery } from '../opening-payment-api.ts';
import '../agent.css';

function WxQuery({ payPath, defaultFlowPath }: { payPath: string; defaultFlowPath: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flowPath = readLocal(AgentKey.PAY_BACK_URL) ?? defaultFlowPath;

  const confirmPaid = async () => {
    const outTradeNo = readLocal(AgentKey.PAY_NUMBER);
    if (!outTradeNo) {
      await showAlert(AgentMessage.PAY_DATA_MISSING);
      navigate(flowPath, { replace: true });
      return;
    }
    try {
      const order = await queryClient.fetchQuery(wechatOrderQuery(outTradeNo));
      if (!order.isPaid) {
        showAgentToast('暂未查询到支付结果，请确认已完成支付');
        return;
      }
      writeLocal(AgentKey.PAY_QUERY, '1');
      showAgentToast(AgentMessage.PAY_SUCCEEDED);
      navigate(flowPath, { replace: true });
    } catch {
      await showAlert(AgentMessage.WECHAT_QUERY_FAILED);
    }
  };

  return (
    <div className="page">
      <PageHeader title="支付确认" onBack={() => navigate(payPath, { replace: true })} />
      <Result status="waiting" title="请确认微信支付是否已完成" description="完成支付后点击「支付成功，继续开户」" />
      <div className="page-actions">
        <Button block color="primary" onClick={() => void confirmPaid()}>
          支付成功，继续开户
        </Button>
        <Button block onClick={() => navigate(payPath, { replace: true })}>
          支付遇到问题，重新支付
        </Button>
      </div>
    </div>
  );
}

/** /WxQuery: back from WeChat Pay of /OpenPay. */
export function WxQueryPage() {
  return <WxQuery payPath="/OpenPay" defaultFlowPath="/OpenCard" />;
}

/** /VnoWxQuery: back from WeChat Pay of /VnoOpenPay. */
export function VnoWxQueryPage() {
  return <WxQuery payPath="/VnoOpenPay" defaultFlowPath="/VnoOpenCard?title=1" />;
}
