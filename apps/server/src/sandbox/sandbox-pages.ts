import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { registerPartnerSiteSandboxRoutes } from './partner-site.routes.ts';
import { registerCaptchaReaderRoute, registerRealNameSandboxRoutes } from './real-name.routes.ts';
import { registerSandboxInvoiceRoutes, registerSandboxMailRoutes } from './sandbox-mail.routes.ts';
import { registerDemoAidRoutes, registerSandboxFaceRoutes, registerSandboxSmsRoutes, registerSandboxWechatRoutes } from './sandbox.routes.ts';

/**
 * Each system's sandbox pages, only while that system is on its sandbox (providers.sandboxes,
 * which production fills only with the systems ALLOW_SANDBOX_IN_PRODUCTION names).
 */
export function registerSandboxPages(app: FastifyInstance, deps: AppDeps): void {
  const { sandboxes } = deps.providers;
  if (sandboxes.has('wechat')) {
    registerSandboxWechatRoutes(app, deps);
  }
  if (sandboxes.has('face')) {
    registerSandboxFaceRoutes(app, deps);
    registerRealNameSandboxRoutes(app, deps);
  }
  if (sandboxes.has('sms')) {
    registerSandboxSmsRoutes(app, deps);
  }
  if (sandboxes.has('mail')) {
    registerSandboxMailRoutes(app, deps);
  }
  if (sandboxes.has('invoice')) {
    registerSandboxInvoiceRoutes(app, deps);
  }
  if (sandboxes.has('demo')) {
    registerDemoAidRoutes(app, deps);
    registerCaptchaReaderRoute(app, deps);
    registerPartnerSiteSandboxRoutes(app, deps);
  }
}
