import { DefaultMessage, ResponseCode, type Envelope } from '@hall/contract/codes';
import { agentEndpoints } from '@hall/contract/agent/endpoints';
import type { AgentOperationName } from '@hall/contract/endpoints';
import { AGENT_TOAST_DURATION_MS } from '../../config/ui-timings.ts';
import { createApiClient } from '../../shared/api/create-api-client.ts';
import { messageOrDefault, type Reaction } from '../../shared/api/error-catalogue.ts';
import { navigateTo } from '../../shared/lib/navigation.ts';
import { readAgentToken, removeAgentToken } from '../../shared/lib/storage.ts';
import { showConfirm } from '../../shared/ui/dialogs.ts';

/**
 * An expired agent session: the agent token goes (never the subscriber's), and the agent is asked
 * to log in again, at the agent login rather than the subscriber one. A silent call goes there at once.
 */
function offerAgentLogin(envelope: Envelope, reaction: Reaction): string {
  removeAgentToken();
  const message = messageOrDefault(envelope, DefaultMessage.NOT_LOGGED_IN);
  if (reaction.isSilent) {
    navigateTo('/login', { replace: true });
    return message;
  }
  void showConfirm({ title: '提示', content: message, confirmText: '去登录' }).then((isConfirmed) => {
    if (isConfirmed) {
      navigateTo('/login', { replace: true });
    }
  });
  return message;
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
  reactions: { [ResponseCode.NOT_LOGGED_IN]: offerAgentLogin },
  toastDurationMs: AGENT_TOAST_DURATION_MS,
  isMethodNotAllowedContactAdmin: true,
});
