import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { createAccountHandlers } from './features/account/account.routes.ts';
import { createApplicationsHandlers } from './features/applications/applications.routes.ts';
import { createAgentHandlers, createAgentPaymentHandlers, registerAgentFileRoute } from './features/agent/agent.routes.ts';
import { createAuthHandlers, registerAuthorizeRoute } from './features/auth/auth.routes.ts';
import { createCallerHandlers } from './features/caller/caller.routes.ts';
import { createActivitiesHandlers } from './features/activities/activities.routes.ts';
import { createBoardHandlers } from './features/board/board.routes.ts';
import { createCardsHandlers } from './features/cards/cards.routes.ts';
import { createConsoleBoardHandlers } from './features/console/board-moderation.routes.ts';
import { createConsoleHandlers } from './features/console/console.routes.ts';
import { createConsoleContentHandlers } from './features/console/content.routes.ts';
import { createConsoleDealersHandlers } from './features/console/fund-pool.routes.ts';
import { createConsoleSandboxHandlers } from './features/console/sandbox-console.routes.ts';
import { readHallNotice } from './features/console/console.service.ts';
import { registerReviewFileRoute } from './features/console/review-file.route.ts';
import { escapeHtml } from './platform/escape-html.ts';
import { createHallHandlers } from './features/hall/hall.routes.ts';
import { readHallBanners } from './features/hall/hall.service.ts';
import { createIdentityHandlers } from './features/identity/identity.routes.ts';
import { createInvoicesHandlers } from './features/invoices/invoices.routes.ts';
import { createMemberHandlers } from './features/member/member.routes.ts';
import { createPasswordHandlers } from './features/password/password.routes.ts';
import { createSimHandlers } from './features/sim/sim.routes.ts';
import { createOtherServicesHandlers } from './features/other-services/other-services.routes.ts';
import { createPointsHandlers } from './features/points/points.routes.ts';
import { createQueriesHandlers } from './features/queries/queries.routes.ts';
import { createRechargeHandlers, createRechargePaymentHandlers } from './features/recharge/recharge.routes.ts';
import { createPackageChangeHandlers } from './features/package-change/package-change.routes.ts';
import { schedulePackageChanges } from './features/package-change/package-change.schedule.ts';
import { scheduleStalledInvoices } from './features/invoices/invoices.schedule.ts';
import { createSmsRegisterHandlers } from './features/sms-register/sms-register.routes.ts';
import { createSmsHandlers } from './features/sms/sms.routes.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { describeErrorForLog, scrubLogText } from './platform/log-safety.ts';
import { registerOperations } from './platform/operations.ts';
import { registerSandboxMailRoutes } from './sandbox/sandbox-mail.routes.ts';
import { registerPaymentNotifyRoute } from './providers/wechat-pay/payment-notify.ts';
import { registerRealNameSandboxRoutes } from './sandbox/real-name.routes.ts';
import { registerSandboxRoutes } from './sandbox/sandbox.routes.ts';
import { createSandboxSteps } from './sandbox/sandbox-steps.ts';

/** Secrets and personal data that must never reach the logs. */
const REDACTED_LOG_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-token"]', 'res.headers["set-cookie"]'];

/** Query values that are secrets (OAuth code and state, tokens) never reach the logs. */
const SECRET_QUERY_PATTERN = /([?&](?:code|state|token|ref)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PATTERN, '$1[redacted]');
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: deps.config.LOG_LEVEL,
            ...(deps.config.LOG_FILE ? { file: deps.config.LOG_FILE } : {}),
            redact: REDACTED_LOG_PATHS,
            serializers: {
              req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
              err: (error: unknown) => describeErrorForLog(error),
            },
            // The last line of defence: whatever a line carries, phone and ID numbers, bank cards
            // and tokens leave the process masked.
            hooks: { streamWrite: scrubLogText },
          },
    genReqId: () => randomUUID(),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  // Security headers and a strict Content-Security-Policy on every reply. Inline style attributes
  // are allowed because the UI kit positions popups with them; scripts come only from this origin.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Banners and activity pictures the editors set may come from the operator's https CDN.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.PUBLIC_URL.startsWith('https://'),
  });
  // Cookies carry only the OAuth state; forms are used by the sandbox pages.
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  installErrorHandler(app);

  // Every contract operation must have a handler: the type of this object demands it.
  registerOperations(app, deps, {
    ...createAuthHandlers(deps),
    ...createMemberHandlers(deps),
    ...createSmsHandlers(deps),
    ...createIdentityHandlers(deps),
    ...createCardsHandlers(deps),
    ...createHallHandlers(deps),
    ...createConsoleHandlers(deps),
    ...createConsoleBoardHandlers(deps),
    ...createConsoleContentHandlers(deps),
    ...createConsoleDealersHandlers(deps),
    ...createConsoleSandboxHandlers(deps, createSandboxSteps(app, deps)),
    ...createAccountHandlers(deps),
    ...createPasswordHandlers(deps),
    ...createSimHandlers(deps),
    ...createCallerHandlers(deps),
    ...createInvoicesHandlers(deps),
    ...createPointsHandlers(deps),
    ...createActivitiesHandlers(deps),
    ...createBoardHandlers(deps),
    ...createOtherServicesHandlers(deps),
    ...createRechargeHandlers(deps),
    ...createQueriesHandlers(deps),
    ...createPackageChangeHandlers(deps),
    ...createSmsRegisterHandlers(deps),
    ...createAgentHandlers(deps),
    ...createApplicationsHandlers(deps),
  });
  registerAuthorizeRoute(app, deps);
  registerAgentFileRoute(app, deps);
  registerReviewFileRoute(app, deps);
  schedulePackageChanges(app, deps);
  scheduleStalledInvoices(app, deps);
  // WeChat Pay notifications go to the feature that created the order (its notifyHandler name).
  registerPaymentNotifyRoute(app, deps, { ...createRechargePaymentHandlers(deps), ...createAgentPaymentHandlers(deps) });

  if (deps.providers.kind === 'sandbox') {
    registerSandboxRoutes(app, deps);
    registerSandboxMailRoutes(app, deps);
    registerRealNameSandboxRoutes(app, deps);
  }

  const webRoot = resolve(deps.config.WEB_DIST_DIR);
  if (deps.config.WEB_DIST_DIR && existsSync(resolve(webRoot, 'index.html'))) {
    await registerWebApp(app, webRoot, deps);
  }
  return app;
}

/** Serves the built phone app: hashed assets cached for a year, every other page gets index.html. */
async function registerWebApp(app: FastifyInstance, webRoot: string, deps: AppDeps): Promise<void> {
  // Runtime configuration, the hall notice and the hall banners go into the page itself, so the first
  // screen needs no extra request and does not shift. Both are re-read every HALL_NOTICE_CACHE_SECONDS
  // (they are edited in the console and shared through the database).
  const runtimeMeta: Record<string, string> = {
    'hall-hotline': deps.config.HOTLINE.replace(/[^\d-]/g, ''),
    'hall-initial-pin': deps.config.INITIAL_PIN,
    'hall-king-card-tab': deps.config.KING_CARD_TAB_ENABLED ? '1' : '0',
  };
  const template = Object.entries(runtimeMeta).reduce(
    (html, [name, value]) =>
      html.replace(new RegExp(`<meta name="${name}" content="[^"]*"\\s*/?>`), `<meta name="${name}" content="${value.replace(/[^\w-]/g, '')}" />`),
    readFileSync(resolve(webRoot, 'index.html'), 'utf8'),
  );
  let cached = { html: template, expiresAt: 0 };
  const readIndexHtml = async (): Promise<string> => {
    if (Date.now() < cached.expiresAt) {
      return cached.html;
    }
    const [notice, banners] = await Promise.all([readHallNotice(deps), readHallBanners(deps)]);
    const html = template.replace(
      '</head>',
      `<meta name="hall-notice" content="${escapeHtml(notice.text)}" />\n<meta name="hall-banners" content="${escapeHtml(JSON.stringify(banners))}" />\n</head>`,
    );
    cached = { html, expiresAt: Date.now() + deps.config.HALL_NOTICE_CACHE_SECONDS * 1000 };
    return html;
  };
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/sandbox/')) {
      return reply.callNotFound();
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile(path.slice(1));
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readIndexHtml());
  });
}
