import { ResponseCode, type Envelope } from '@hall/contract/codes';
import { agentEndpoints } from '@hall/contract/agent/endpoints';
import type { AgentOperationName } from '@hall/contract/endpoints';
import { AGENT_TOAST_DURATION_MS } from '../../config/ui-timings.ts';
import { createApiClient } from '../../shared/api/create-api-client.ts';
import type { Reaction } from '../../shared/api/error-catalogue.ts';
import { navigateTo } from '../../shared/lib/navigation.ts';
import { readAgentToken, removeAgentToken } from '../../shared/lib/storage.ts';
import { showToast } from '../../shared/ui/toast.ts';

/** An expired agent session goes back to the agent login, not to the subscriber one. */
function returnToAgentLogin(envelope: Envelope, reaction: Reaction): string {
  removeAgentToken();
  if (!reaction.isSilent) {
    showToast(envelope.msg, reaction.toastDurationMs);
  }
  navigateTo('/login', { replace: true });
  return envelope.msg;
}

/** The sales-agent area's client (the spec's second helper family): the agent session in its own header, never the subscriber token; shorter toasts. */
export const callAgent = createApiClient<AgentOperationName>({
  endpoints: agentEndpoints,
  authenticate: (request) => {
    const agentToken = readAgentToken();
    if (agentToken) {
      request.headers['x-agent-token'] = agentToken;
    }
  },
  reactions: { [ResponseCode.NOT_LOGGED_IN]: returnToAgentLogin },
  toastDurationMs: AGENT_TOAST_DURATION_MS,
  isMethodNotAllowedContactAdmin: true,
});
