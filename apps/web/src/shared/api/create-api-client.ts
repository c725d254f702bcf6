import { ResponseCode, type Envelope } from '@hall/contract/codes';
import type { OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { REQUEST_TIMEOUT_MS } from '../../config/ui-timings.ts';
import { beginLoading } from '../ui/loading-store.ts';
import { ApiError } from './api-error.ts';
import { takeEarlyReply } from './early-replies.ts';
import { reactToEnvelope, reactToTransportFailure, type Reaction } from './error-catalogue.ts';

export interface CallOptions {
  /** Suppress toasts (the caller shows its own message). */
  isSilent?: boolean;
  /** Reply codes the page answers itself (e.g. an empty state): no toast for these, the catalogue's reaction for the rest. */
  silentCodes?: readonly number[];
  /** Override the operation's loading overlay: false hides it, a string changes its text. */
  loading?: boolean | string;
  timeoutMs?: number;
}

/** A request being built: the area adds its credentials to the fields (body or query) or the headers. */
export interface OutgoingRequest {
  fields: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * Where a client finds an operation's endpoint: its area's table, or a lookup that may load the
 * table first (the hall's client keeps the tables of pages not yet visited off the first route).
 */
export type EndpointSource<Names extends OperationName> = { readonly [Name in Names]: Endpoint } | ((name: Names) => Endpoint | Promise<Endpoint>);

/** How one area's client talks to the API: its endpoints, its credentials, its own reactions. */
export interface ApiClientPolicy<Names extends OperationName> {
  endpoints: EndpointSource<Names>;
  authenticate: (request: OutgoingRequest) => void;
  /** The area's reaction to some codes (e.g. -101: where its login is); returns the message shown. The catalogue handles the rest. */
  reactions?: Partial<Record<number, (envelope: Envelope, reaction: Reaction, operationName: Names) => string>>;
  /** The area's toast duration; the shell's default otherwise. */
  toastDurationMs?: number;
  /** The second helper family: HTTP 405 reads 请求方式不允许(405)，请联系管理员. */
  isMethodNotAllowedContactAdmin?: boolean;
  /**
   * How the area reads a `binary` endpoint's answer: the file, or undefined when the answer is an
   * envelope (a refusal). Only areas with such endpoints carry it, so the hall's code does not.
   */
  readFile?: (response: Response, operationName: string) => Promise<unknown> | undefined;
}

export type ApiCall<Names extends OperationName> = <Name extends Names>(
  name: Name,
  payload: OperationInput<Name>,
  options?: CallOptions,
) => Promise<OperationOutput<Name>>;

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

function buildRequest(endpoint: Endpoint, outgoing: OutgoingRequest): { url: string; init: RequestInit } {
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(outgoing.fields)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    return { url: `${endpoint.path}?${query.toString()}`, init: { method: 'GET', headers: outgoing.headers } };
  }
  return {
    url: endpoint.path,
    init: { method: 'POST', headers: { 'content-type': 'application/json', ...outgoing.headers }, body: JSON.stringify(outgoing.fields) },
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
 * Creates an area's API client, typed by the contract. A call resolves with `data` on codes 1 and
 * 0 (a `binary` endpoint's file as the area's readFile reads it); anything else shows the area's or the catalogue's reaction and rejects with an ApiError.
 */
export function createApiClient<Names extends OperationName>(policy: ApiClientPolicy<Names>): ApiCall<Names> {
  return async function callOperation<Name extends Names>(name: Name, payload: OperationInput<Name>, options: CallOptions = {}) {
    const isSilent = options.isSilent ?? false;
    const { toastDurationMs, isMethodNotAllowedContactAdmin } = policy;
    const found = typeof policy.endpoints === 'function' ? policy.endpoints(name) : policy.endpoints[name];
    let endpoint: Endpoint;
    try {
      endpoint = found instanceof Promise ? await found : found;
    } catch {
      // The table's part of the app did not arrive: to the person, a request that did not get through.
      const message = reactToTransportFailure(
        { status: 0, isTimeout: false, operationName: name },
        { isSilent, toastDurationMs, isMethodNotAllowedContactAdmin },
      );
      throw new ApiError(ResponseCode.TRANSPORT_FAILED, message, undefined, 0);
    }
    const loadingText = loadingTextOf(endpoint, options.loading);
    const endLoading = loadingText ? beginLoading(loadingText) : () => undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      const outgoing: OutgoingRequest = { fields: { ...(payload as object) }, headers: {} };
      policy.authenticate(outgoing);
      const { url, init } = buildRequest(endpoint, outgoing);
      let response: Response;
      try {
        const early = typeof init.body === 'string' ? takeEarlyReply(url, init.body, controller.signal) : undefined;
        response = await (early ?? fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' }));
      } catch {
        const isTimeout = controller.signal.aborted;
        const message = reactToTransportFailure({ status: 0, isTimeout, operationName: name }, { isSilent, toastDurationMs, isMethodNotAllowedContactAdmin });
        throw new ApiError(ResponseCode.TRANSPORT_FAILED, message, undefined, 0);
      }
      const file = endpoint.binary ? policy.readFile?.(response, name) : undefined;
      if (file) {
        return (await file) as OperationOutput<Name>;
      }
      const envelope = await readEnvelope(response);
      if (response.status !== 200 || !envelope) {
        const message = reactToTransportFailure(
          { status: response.status, isTimeout: false, envelope, operationName: name },
          { isSilent, toastDurationMs, isMethodNotAllowedContactAdmin },
        );
        throw new ApiError(envelope?.code ?? ResponseCode.TRANSPORT_FAILED, message, envelope, response.status);
      }
      if (envelope.code === ResponseCode.SUCCESS || envelope.code === ResponseCode.NORMAL) {
        // A reply without data is its own result.
        return (envelope.data === undefined ? envelope : envelope.data) as OperationOutput<Name>;
      }
      const reaction: Reaction = { isSilent: isSilent || (options.silentCodes?.includes(envelope.code) ?? false), toastDurationMs };
      const areaReaction = policy.reactions?.[envelope.code];
      const message = areaReaction ? areaReaction(envelope, reaction, name) : reactToEnvelope(envelope, reaction);
      throw new ApiError(envelope.code, message, envelope);
    } finally {
      clearTimeout(timer);
      endLoading();
    }
  };
}
