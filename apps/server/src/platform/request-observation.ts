import { ResponseCode, type Envelope } from '@hall/contract/codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

/** The route config key operations.ts sets: the contract's operation name of the route. */
export const OPERATION_CONFIG_KEY = 'operation';

function isEnvelope(payload: unknown): payload is Envelope {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { code?: unknown }).code === 'number' &&
    typeof (payload as { msg?: unknown }).msg === 'string'
  );
}

/** The operation a request is counted under: its contract name, a raw route's path pattern, or not_found. */
function operationOf(request: FastifyRequest): string {
  const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
  const operation = config?.[OPERATION_CONFIG_KEY];
  if (typeof operation === 'string') {
    return operation;
  }
  return request.routeOptions.url ?? 'not_found';
}

/**
 * Every reply carries the request id the log lines carry (x-request-id), and so does every envelope
 * that is not a success (requestId beside code and msg, wherever it was sent from: the error
 * handler, the 404 and 405 answers, raw routes). Each request is counted and timed by operation,
 * envelope code ('none' for pages, files and images) and HTTP status.
 */
export function registerRequestObservation(app: FastifyInstance, metrics: Metrics): void {
  const codes = new WeakMap<FastifyRequest, number>();
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isEnvelope(payload)) {
      return payload;
    }
    codes.set(request, payload.code);
    return payload.code === ResponseCode.SUCCESS ? payload : { ...payload, requestId: request.id };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { operation: operationOf(request), code: String(codes.get(request) ?? 'none'), status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });
}
