import { ResponseCode, type Envelope } from '@hall/contract/codes';
import { AGENT_TOAST_DURATION_MS, REQUEST_TIMEOUT_MS } from '@hall/contract/constants';
import type { OperationName } from '@hall/contract/endpoints';
import { subscriberEndpoints, type SubscriberOperationName } from '@hall/contract/subscriber-endpoints';
import type { Endpoint } from '@hall/contract/operation';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { navigateTo } from '../lib/navigation.ts';
import { readAgentToken, readToken, removeAgentToken } from '../lib/storage.ts';
import { showToast } from '../ui/toast.ts';
import { beginLoading } from '../ui/loading-store.ts';
import { ApiError } from './api-error.ts';
import { reactToEnvelope, reactToTransportFailure } from './error-catalogue.ts';

export interface CallOptions {
  /** Suppress toasts (the caller shows its own message). */
  isSilent?: boolean;
  /** Reply codes the page answers itself (e.g. an empty state): no toast for these, the catalogue's reaction for the rest. */
  silentCodes?: readonly number[];
  /** Override the operation's loading overlay: false hides it, a string changes its text. */
  loading?: boolean | string;
  timeoutMs?: number;
}

function loadingTextOf(endpoint: Endpoint, option: CallOptions['loading']): string | null {
  if (option === false) {
    return null;
  }
  if (typeof option === 'string') {
    return option;
  }
  if (option === true || endpoint.loading === true) {
    return '加载中...';
  }
  return endpoint.loading ?? null;
}

/** Agent operations carry the agent session in a header; the others the subscriber token in the body. */
function buildRequest(endpoint: Endpoint, payload: object): { url: string; init: RequestInit } {
  // Staff operations use the console's cookie; agent operations their own header: neither gets the subscriber token.
  const isAgentOperation = endpoint.access === 'agent';
  const token = isAgentOperation || endpoint.access === 'staff' ? null : readToken();
  const agentToken = isAgentOperation ? readAgentToken() : null;
  const agentHeaders: Record<string, string> = agentToken ? { 'x-agent-token': agentToken } : {};
  const fields: Record<string, unknown> = { ...payload };
  if (token) {
    fields.token = token;
  }
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(fields)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    return { url: `${endpoint.path}?${query.toString()}`, init: { method: 'GET', headers: agentHeaders } };
  }
  return {
    url: endpoint.path,
    init: { method: 'POST', headers: { 'content-type': 'application/json', ...agentHeaders }, body: JSON.stringify(fields) },
  };
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && 'code' in body ? (body as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends an operation to its endpoint, typed by the contract. Resolves with `data` on codes 1 and 0;
 * anything else shows the catalogue's reaction and rejects with an ApiError. Each area's client
 * (`call` for the hall, `callAgent`, `callStaff`) passes the endpoint from its own table.
 */
export async function callEndpoint<Name extends OperationName>(
  name: Name,
  endpoint: Endpoint,
  payload: OperationInput<Name>,
  options: CallOptions = {},
): Promise<OperationOutput<Name>> {
  const isSilent = options.isSilent ?? false;
  const toastDurationMs = endpoint.access === 'agent' ? AGENT_TOAST_DURATION_MS : undefined;
  const loadingText = loadingTextOf(endpoint, options.loading);
  const endLoading = loadingText ? beginLoading(loadingText) : () => undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const { url, init } = buildRequest(endpoint, payload as object);
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
    } catch {
      const isTimeout = controller.signal.aborted;
      const message = reactToTransportFailure({ status: 0, isTimeout, operationName: name }, { isSilent, toastDurationMs });
      throw new ApiError(-1, message, undefined, 0);
    }
    const envelope = await readEnvelope(response);
    if (response.status !== 200 || !envelope) {
      const message = reactToTransportFailure({ status: response.status, isTimeout: false, envelope, operationName: name }, { isSilent, toastDurationMs });
      throw new ApiError(envelope?.code ?? -1, message, envelope, response.status);
    }
    if (envelope.code === ResponseCode.SUCCESS || envelope.code === ResponseCode.NORMAL) {
      // A reply without data is its own result.
      return (envelope.data === undefined ? envelope : envelope.data) as OperationOutput<Name>;
    }
    if (endpoint.access === 'agent' && envelope.code === ResponseCode.NOT_LOGGED_IN) {
      // An expired agent session goes back to the agent login, not to the subscriber one.
      removeAgentToken();
      if (!isSilent) {
        showToast(envelope.msg, toastDurationMs);
      }
      navigateTo('/login', { replace: true });
      throw new ApiError(envelope.code, envelope.msg, envelope);
    }
    const isCodeSilent = isSilent || (options.silentCodes?.includes(envelope.code) ?? false);
    const message = reactToEnvelope(envelope, { isSilent: isCodeSilent, toastDurationMs, isStaffArea: endpoint.access === 'staff' });
    throw new ApiError(envelope.code, message, envelope);
  } finally {
    clearTimeout(timer);
    endLoading();
  }
}

/** Calls an operation of the subscriber hall by its spec name. */
export function call<Name extends SubscriberOperationName>(name: Name, payload: OperationInput<Name>, options?: CallOptions): Promise<OperationOutput<Name>> {
  return callEndpoint(name, subscriberEndpoints[name], payload, options);
}
