import { DefaultMessage, ResponseCode, type Envelope } from '@hall/contract/codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/** One place maps every failure to the envelope: known ones to their code, the rest hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body: Envelope = { code: error.code, msg: error.message };
      if (error.data !== undefined) {
        body.data = error.data;
      }
      return reply.code(200).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(200).send({ code: ResponseCode.INVALID, msg: DefaultMessage.TOO_MANY_REQUESTS } satisfies Envelope);
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, oversized body: the client sent something unusable.
      const msg = status === 413 ? '请求内容过大' : '请求格式错误';
      request.log.info({ err: { code: error.code, message: error.message } }, 'rejected request');
      return reply.code(200).send({ code: ResponseCode.INVALID, msg } satisfies Envelope);
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send({ code: -1, msg: DefaultMessage.INTERNAL } satisfies Envelope);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: ResponseCode.INVALID, msg: `接口不存在: ${request.method} ${request.url.split('?')[0]}` } satisfies Envelope);
  });
}
