import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { appModules } from './modules.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { collectHandlers, collectPaymentHandlers, readPageMeta, writePageSlots } from './platform/feature-module.ts';
import { registerHealthRoutes } from './platform/health.routes.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { attachInstanceWatch } from './platform/instance-watch.ts';
import { registerMetricsRoute } from './platform/metrics.routes.ts';
import { registerApiDocs } from './platform/openapi/api-docs.routes.ts';
import { registerOperations } from './platform/operations.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { APP_BODY_LIMIT_BYTES, registerJsonBodyParser } from './platform/request-bodies.ts';
import { scheduleRetention } from './platform/retention.ts';
import { createRequestIdGenerator } from './platform/request-id.ts';
import { registerRequestObservation } from './platform/request-observation.ts';
import { createLoggerOptions } from './platform/plugins/logging.ts';
import { registerSecurityHeaders } from './platform/plugins/security-headers.ts';
import { registerWebApp } from './platform/plugins/web-app.ts';
import { registerPaymentNotifyRoute } from './providers/wechat-pay/payment-notify.ts';
import { registerSandboxPages } from './sandbox/sandbox-pages.ts';

/** Longer than any answer: queries stop at 12 s, outside calls at 5 s, the clients wait 30 s. */
const IDLE_CONNECTION_TIMEOUT_MS = 60_000;

/** The server: plugins first (every route is behind them), then the modules' operations and routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: createLoggerOptions(deps.config),
    genReqId: createRequestIdGenerator(deps.config.TRUST_PROXY),
    trustProxy: deps.config.TRUST_PROXY,
    // Routes outside the contract; each operation has its own (platform/request-bodies.ts).
    bodyLimit: APP_BODY_LIMIT_BYTES,
    // A request (headers and body) that trickles in is cut off; answers themselves may take longer.
    requestTimeout: deps.config.REQUEST_TIMEOUT_SECONDS * 1000,
    // A connection silent both ways for this long is closed (longer than any answer takes).
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    // Node looks for requests past their timeouts every 30 s by default: every second instead. The
    // headers' timeout must not exceed the request's, or Node checks neither.
    http: { connectionsCheckingInterval: 1000, headersTimeout: deps.config.REQUEST_TIMEOUT_SECONDS * 1000 },
  });

  // First, so every route and schedule below is counted, and every reply carries its request id.
  const watch = attachInstanceWatch(app, deps.metrics);
  registerRequestObservation(app, deps.metrics);
  registerSecurityHeaders(app, deps.config);
  // Before any other work: while the event loop lags, requests are refused at once (503).
  await registerLoadShedding(app, deps.config);
  // Cookies carry only the OAuth state.
  await app.register(fastifyCookie);
  installErrorHandler(app);
  // JSON nesting deeper than the contract allows is refused before it is parsed.
  registerJsonBodyParser(app);
  // Limits count on the database, so every instance behind the load balancer shares them.
  await registerRateLimits(app, deps);
  registerHealthRoutes(app, deps, watch);
  registerMetricsRoute(app, deps.config, deps.metrics);

  // Every contract operation has a handler in exactly one module (defineModules and collectHandlers check it).
  registerOperations(app, deps, collectHandlers(appModules, deps));
  for (const module of appModules) {
    module.routes?.(app, deps);
  }
  for (const module of appModules) {
    module.schedules?.(app, deps);
  }
  // Rows past their period in docs/retention.md are deleted, by one instance of the fleet.
  scheduleRetention(app, deps);
  // WeChat Pay notifications go to the module that created the order (its notifyHandler name).
  registerPaymentNotifyRoute(app, deps, collectPaymentHandlers(appModules, deps));
  // The OpenAPI document of the contract and its viewer, generated once here.
  registerApiDocs(app);

  if (deps.providers.sandboxes.size > 0) {
    // The sandbox pages are the only ones that post forms: form bodies are parsed in their scope
    // alone, so an operation never takes one (nothing a cross-site form can send reaches it).
    // Each system's pages exist only while it is on its sandbox.
    await app.register(async (sandbox) => {
      await sandbox.register(fastifyFormbody);
      registerSandboxPages(sandbox, deps);
    });
  }

  await registerWebApp(app, deps.config, {
    readPageMeta: () => readPageMeta(appModules, deps),
    writePageSlots: (meta) => writePageSlots(appModules, meta),
  });
  return app;
}
