import { randomBytes } from 'node:crypto';
import { createBuiltInBoss } from './boss/built-in-boss.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { AppDeps, BaseDeps } from './deps.ts';
import { appModules } from './modules.ts';
import { cacheCatalogueReads, createCatalogueCache } from './domain/catalogue-cache.ts';
import type { FeatureModule } from './platform/feature-module.ts';
import { createIdentityChecks } from './platform/identity-checks.ts';
import { createMemberSessionCacheFor } from './platform/member-session-cache.ts';
import { createMetrics } from './platform/metrics.ts';
import { watchScheduleQueue } from './platform/schedule-queue-metrics.ts';
import { createOneTimeCodes } from './platform/one-time-codes.ts';
import { createReviewQueue } from './platform/review-queue.ts';
import { createProviders } from './providers/providers.ts';
import { sandboxSystemsOn } from './providers/sandbox-systems.ts';
import { createSandboxClock } from './sandbox/sandbox-clock.ts';

/**
 * Wires the back office, outside systems and shared services for a database and configuration; the
 * modules bring the review kinds. It queries nothing: main runs it before the migrations.
 */
export function createDeps(
  config: Config,
  database: Database,
  baseNow: () => Date = () => new Date(),
  modules: readonly FeatureModule[] = appModules,
): AppDeps {
  // With the demo aids (never in production) the clock may be moved forward from the console, shared by every instance.
  const sandboxClock = sandboxSystemsOn(config).has('demo') && config.NODE_ENV !== 'production' ? createSandboxClock(database.db, baseNow) : null;
  const now = sandboxClock?.now ?? baseNow;
  // Without a configured key, codes of this process still cannot be guessed from their hashes;
  // codes sent before a restart simply stop working (they live 5 minutes anyway).
  const secretKey = config.SECRET_KEY ?? randomBytes(32).toString('hex');
  const metrics = createMetrics(database);
  watchScheduleQueue(metrics, database.db);
  const catalogueCache = createCatalogueCache(database);
  const builtInBoss = createBuiltInBoss(database.db, {
    initialPin: config.INITIAL_PIN,
    now,
    smsRegisterProcessing: { delaySeconds: config.SMS_REGISTER_PROCESSING_SECONDS },
  });
  const base: BaseDeps = {
    config,
    database,
    db: database.db,
    boss: cacheCatalogueReads(builtInBoss, catalogueCache),
    catalogueCache,
    memberSessions: createMemberSessionCacheFor(database),
    providers: createProviders(config, database.db, now, secretKey, metrics),
    now,
    sandboxClock,
    secretKey,
    metrics,
  };
  const deps: AppDeps = { ...base, oneTimeCodes: createOneTimeCodes(base), identityChecks: createIdentityChecks(base), reviewQueue: createReviewQueue([]) };
  // Review kinds may use the finished object (a passed invoice is issued and mailed), so the queue is filled last.
  deps.reviewQueue = createReviewQueue(modules.flatMap((module) => module.reviewKinds?.(deps) ?? []));
  return deps;
}
