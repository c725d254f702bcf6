import { lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wechatPayerOpenids } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the payer openids whose cookie has expired; answers how many went. */
export async function deleteExpiredPayerOpenids(deps: AppDeps): Promise<number> {
  const deleted = await deps.db
    .delete(wechatPayerOpenids)
    .where(lte(wechatPayerOpenids.expiresAt, deps.now()))
    .returning({ tokenHash: wechatPayerOpenids.tokenHash });
  return deleted.length;
}

export function schedulePayerOpenidSweep(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, { name: 'WeChat payer openid sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => deleteExpiredPayerOpenids(deps) });
}
