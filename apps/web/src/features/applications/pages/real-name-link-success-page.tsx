import { ApplicationMessage } from '@hall/contract/applications/rules';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

interface WeixinBridge {
  call(name: 'closeWindow'): void;
}

/** Closes the WeChat web view; elsewhere goes to the hall. */
function closePage(goHome: () => void) {
  const bridge = (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
  if (bridge) {
    bridge.call('closeWindow');
    return;
  }
  goHome();
}

/** /realNameLinkSuccess: the order was submitted; the person may leave. */
export function RealNameLinkSuccessPage() {
  const navigate = useNavigate();
  const goHome = () => navigate('/', { replace: true });
  return (
    <div className="page">
      <PageHeader title="实名补录" onBack={goHome} />
      <Result status="success" title={ApplicationMessage.SUBMITTED} description="订单已提交，审核结果将以短信通知，请退出当前页面" />
      <div className="page-actions">
        <Button block color="primary" onClick={() => closePage(goHome)}>
          关闭页面
        </Button>
      </div>
    </div>
  );
}
