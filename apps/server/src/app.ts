import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { createAgentHandlers, createAgentPaymentHandlers, registerAgentFileRoute } from './features/agent/agent.routes.ts';
import { createAuthHandlers, registerAuthorizeRoute } from './features/auth/auth.routes.ts';
import { createCardsHandlers } from './features/cards/cards.routes.ts';
import { createHallHandlers } from './features/hall/hall.routes.ts';
import { createIdentityHandlers } from './features/identity/identity.routes.ts';
import { createMemberHandlers } from './features/member/member.routes.ts';
import { createQueriesHandlers } from './features/queries/queries.routes.ts';
import { createRechargeHandlers, createRechargePaymentHandlers } from './features/recharge/recharge.routes.ts';
import { createSmsHandlers } from './features/sms/sms.routes.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { registerOperations } from './platform/operations.ts';
import { createSharedServices } from './platform/shared-services.ts';
import { registerRealNameSandboxRoutes } from './sandbox/real-name.routes.ts';
import { registerPaymentNotifyRoute } from './providers/wechat-pay/payment-notify.ts';
import { registerSandboxRoutes } from './sandbox/sandbox.routes.ts';

/** Secrets and personal data that must never reach the logs. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-token"]',
  'res.headers["set-cookie"]',
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL, redact: REDACTED_LOG_PATHS },
    genReqId: () => randomUUID(),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  // Cookies carry only the OAuth state; forms are used by the sandbox pages.
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  installErrorHandler(app);

  const shared = createSharedServices(deps);
  // Every contract operation must have a handler: the type of this object demands it.
  registerOperations(app, deps, {
    ...createAuthHandlers(deps),
    ...createMemberHandlers(deps, shared),
    ...createSmsHandlers(deps, shared),
    ...createIdentityHandlers(shared, deps),
    ...createCardsHandlers(deps, shared),
    ...createHallHandlers(deps),
    ...createRechargeHandlers(deps),
    ...createQueriesHandlers(deps),
    ...createAgentHandlers(deps),
  });
  registerAuthorizeRoute(app, deps);
  registerAgentFileRoute(app, deps);
  // WeChat Pay notifications go to the feature that created the order (its notifyHandler name).
  registerPaymentNotifyRoute(app, deps, { ...createRechargePaymentHandlers(deps), ...createAgentPaymentHandlers(deps) });

  if (deps.providers.kind === 'sandbox') {
    registerSandboxRoutes(app, deps);
    registerRealNameSandboxRoutes(app, deps);
  }

  const webRoot = resolve(deps.config.WEB_DIST_DIR);
  if (deps.config.WEB_DIST_DIR && existsSync(resolve(webRoot, 'index.html'))) {
    await registerWebApp(app, webRoot, deps.config.HOTLINE);
  }
  return app;
}

/** Serves the built phone app: hashed assets cached for a year, every other page gets index.html. */
async function registerWebApp(app: FastifyInstance, webRoot: string, hotline: string): Promise<void> {
  // Runtime configuration goes into the page itself, so the first screen needs no extra request.
  const indexHtml = readFileSync(resolve(webRoot, 'index.html'), 'utf8').replace(
    /<meta name="hall-hotline" content="[^"]*"\s*\/?>/,
    `<meta name="hall-hotline" content="${hotline.replace(/[^\d-]/g, '')}" />`,
  );
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/sandbox/')) {
      return reply.callNotFound();
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile(path.slice(1));
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
