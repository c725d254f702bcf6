import { agentEndpoints } from '@hall/contract/agent.endpoints';
import type { AgentOperationName } from '@hall/contract/endpoints';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { callEndpoint, type CallOptions } from '../../shared/api/call.ts';

/** Calls an operation of the sales-agent area (agent session header, agent toasts). */
export function callAgent<Name extends AgentOperationName>(name: Name, payload: OperationInput<Name>, options?: CallOptions): Promise<OperationOutput<Name>> {
  return callEndpoint(name, agentEndpoints[name], payload, options);
}
