import { lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { oauthStates, sandboxOauthCodes } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';

// Every visit to the authorize redirect writes a state row, with or without a login after it, so
// anonymous callers could fill the table: expired states (and the sandbox's expired OAuth codes)
// are deleted at start and every few minutes.

const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** One sweep: deletes the expired OAuth states and sandbox codes; answers how many states went. */
export async function deleteExpiredOAuthStates(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const deleted = await deps.db.delete(oauthStates).where(lte(oauthStates.expiresAt, now)).returning({ stateHash: oauthStates.stateHash });
  await deps.db.delete(sandboxOauthCodes).where(lte(sandboxOauthCodes.expiresAt, now));
  return deleted.length;
}

export function scheduleOAuthStateSweep(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, { name: 'OAuth state sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => deleteExpiredOAuthStates(deps) });
}
