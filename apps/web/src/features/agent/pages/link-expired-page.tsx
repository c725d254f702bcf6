import { AgentMessage } from '@hall/contract/agent/rules';
import { Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { leaveLinkPage } from '../../../shared/lib/leave-page.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

/** Where an expired link leads (a partner link too old, used or of a disabled channel; a scanned code's expired ticket): only the notice. */
export function LinkExpiredPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title="链接已失效" onBack={() => leaveLinkPage(navigate)} />
      <Result status="warning" title={AgentMessage.LINK_EXPIRED} />
    </div>
  );
}
