import { ApplicationMessage } from '@hall/contract/applications/rules';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

/** /realNameLinkError?error=: what went wrong with the scanned link. */
export function RealNameLinkErrorPage() {
  const navigate = useNavigate();
  const error = useQueryParam('error');
  return (
    <div className="page">
      <PageHeader title="实名补录" onBack={() => navigate('/realNameLink', { replace: true })} />
      <Result status="error" title="实名补录失败" description={error?.slice(0, 100) || ApplicationMessage.IDENTITY_FAILED} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => navigate('/realNameLink', { replace: true })}>
          重新办理
        </Button>
      </div>
    </div>
  );
}
