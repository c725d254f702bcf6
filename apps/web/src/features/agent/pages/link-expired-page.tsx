import { AgentMessage } from '@hall/contract/agent/rules';
import { Result } from 'antd-mobile';

/** Old opening links: only the notice that the link has expired. */
export function LinkExpiredPage() {
  return (
    <div className="page">
      <Result status="warning" title={AgentMessage.LINK_EXPIRED} />
    </div>
  );
}
