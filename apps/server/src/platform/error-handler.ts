import { DefaultMessage, ResponseCode, type Envelope } from '@hall/contract/codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, ForbiddenError, ServiceUnavailableError } from './api-error.ts';
import { SheddingLoadError } from './load-shedding.ts';
import { RateLimitedError } from './rate-limits.ts';

/** Error codes of a database that is gone, refusing, restarting or too slow (node, pg, PostgreSQL). */
const UNAVAILABLE_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions, shutdown, cannot connect now, statement timeout.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);

/** Messages of node-postgres for a lost, unreachable or stalled server (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'connection timeout',
];

/** Whether a failure is the database or an outside system being unreachable or too slow, not a bug. */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (error instanceof ServiceUnavailableError) {
    return true;
  }
  if (!(error instanceof Error) || depth > 4) {
    return false;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_ERROR_CODES.has(code)) {
    return true;
  }
  if (UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text))) {
    return true;
  }
  return error.cause !== undefined && isUnavailableError(error.cause, depth + 1);
}

/** One place maps every failure to the envelope: known ones to their code, the rest hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof RateLimitedError) {
      return reply
        .code(429)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ code: error.code, msg: error.message } satisfies Envelope);
    }
    if (error instanceof SheddingLoadError) {
      return reply
        .code(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ code: ResponseCode.TRANSPORT_FAILED, msg: error.message } satisfies Envelope);
    }
    if (error instanceof ApiError) {
      const body: Envelope = { code: error.code, msg: error.message };
      if (error.data !== undefined) {
        body.data = error.data;
      }
      if (error.cause !== undefined) {
        // An outside system failed behind a message the client understands: keep the reason.
        request.log.warn({ err: error.cause }, 'outside system failed');
      }
      return reply.code(error instanceof ForbiddenError ? error.httpStatus : 200).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(200).send({ code: ResponseCode.INVALID, msg: DefaultMessage.TOO_MANY_REQUESTS } satisfies Envelope);
    }
    if (status === 413) {
      // Over the operation's body limit, refused from its declared length or as it arrived.
      request.log.info({ err: { code: error.code, message: error.message } }, 'rejected request');
      return reply.code(413).send({ code: ResponseCode.INVALID, msg: '请求内容过大' } satisfies Envelope);
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type: the client sent something unusable.
      request.log.info({ err: { code: error.code, message: error.message } }, 'rejected request');
      return reply.code(200).send({ code: ResponseCode.INVALID, msg: '请求格式错误' } satisfies Envelope);
    }
    if (isUnavailableError(error)) {
      // Fail fast with the spec's transport message; the service recovers by itself.
      request.log.warn({ err: error }, 'service unavailable');
      return reply.code(503).send({ code: ResponseCode.TRANSPORT_FAILED, msg: DefaultMessage.UNAVAILABLE } satisfies Envelope);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send({ code: ResponseCode.TRANSPORT_FAILED, msg: DefaultMessage.INTERNAL } satisfies Envelope);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: ResponseCode.INVALID, msg: `接口不存在: ${request.method} ${request.url.split('?')[0]}` } satisfies Envelope);
  });
}
