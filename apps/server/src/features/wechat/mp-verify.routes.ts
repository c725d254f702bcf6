import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';

/**
 * The official account's domain-verification file (MP_verify_….txt), which WeChat fetches from the
 * site's root before it accepts the OAuth and JS-SDK domains. Served only when configured; any
 * other name falls through to the usual 404.
 */
export function registerMpVerifyRoute(app: FastifyInstance, deps: AppDeps): void {
  const { WECHAT_MP_VERIFY_FILE: file, WECHAT_MP_VERIFY_CONTENT: content } = deps.config;
  if (!file || content === undefined) {
    return;
  }
  app.get(`/${file}`, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(content));
}
