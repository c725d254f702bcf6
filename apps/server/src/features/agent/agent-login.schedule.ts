import { CAPTCHA_TTL_SECONDS } from '@hall/contract/agent/rules';
import { lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentCaptchas, agentSessions, sandboxCaptchaOutbox } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { closeCaptchaRenderer } from './captcha-renderer.ts';

// Anyone can ask for a captcha and a login ticket, so their rows are deleted once expired (with
// ended sessions and the sandbox's captcha answers), at start and every few minutes. The captcha
// renderer's threads end with the app.

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export interface AgentLoginSweep {
  captchas: number;
  sessions: number;
  sandboxCaptchas: number;
}

/** One sweep: expired captchas, expired login tickets and sessions, sandbox captcha answers past the captcha's life. */
export async function deleteExpiredAgentLoginRows(deps: AppDeps): Promise<AgentLoginSweep> {
  const now = deps.now();
  const captchas = await deps.db.delete(agentCaptchas).where(lte(agentCaptchas.expiresAt, now)).returning({ key: agentCaptchas.randomStrHash });
  const sessions = await deps.db.delete(agentSessions).where(lte(agentSessions.expiresAt, now)).returning({ key: agentSessions.tokenHash });
  const sandboxCaptchas = await deps.db
    .delete(sandboxCaptchaOutbox)
    .where(lte(sandboxCaptchaOutbox.createdAt, new Date(now.getTime() - CAPTCHA_TTL_SECONDS * 1000)))
    .returning({ key: sandboxCaptchaOutbox.randomStr });
  return { captchas: captchas.length, sessions: sessions.length, sandboxCaptchas: sandboxCaptchas.length };
}

export function scheduleAgentLoginUpkeep(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, { name: 'agent login sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => deleteExpiredAgentLoginRows(deps) });
  app.addHook('onClose', async () => closeCaptchaRenderer(deps));
}
