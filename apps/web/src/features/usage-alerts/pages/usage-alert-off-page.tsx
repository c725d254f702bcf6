import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSwitchOffByLink } from '../api.ts';
import '../usage-alerts.css';

/** /usageAlertOff?t=…: the link in every alert; one tap switches that alert off, without a login. */
export function UsageAlertOffPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const switchOff = useSwitchOffByLink();

  return (
    <div className="page">
      <PageHeader title="关闭用量提醒" onBack={() => navigate('/')} />
      {switchOff.data ? (
        <>
          <Result
            status="success"
            title="提醒已关闭"
            description={`号码${switchOff.data.phone}“${switchOff.data.condition}”的提醒已关闭，可随时在“用量提醒”中重新开启。`}
          />
          <div className="page-actions">
            <Button block onClick={() => navigate('/usageAlerts')}>
              管理用量提醒
            </Button>
          </div>
        </>
      ) : token ? (
        <>
          <Result status="info" title="关闭这条用量提醒" description="关闭后将不再收到此项提醒，其他提醒不受影响。" />
          <div className="page-actions">
            <Button block color="danger" loading={switchOff.isPending} onClick={() => switchOff.mutate(token)}>
              关闭此提醒
            </Button>
          </div>
        </>
      ) : (
        <Result status="error" title="链接无效" description="退订链接无效或已过期" />
      )}
    </div>
  );
}
