import { randomBytes } from 'node:crypto';
import { APPLICATION_KINDS } from '@hall/contract/applications/rules';
import { createBuiltInBoss } from './boss/built-in-boss.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { AppDeps, BaseDeps } from './deps.ts';
import { createOpeningReviewKind } from './features/agent/opening.review-kind.ts';
import { createApplicationReviewKind } from './features/applications/applications.review-kind.ts';
import { createInvoiceReviewKind } from './features/invoices/invoices.review-kind.ts';
import { createSimReplacementReviewKind } from './features/sim/sim.review-kind.ts';
import { createIdentityChecks } from './platform/identity-checks.ts';
import { createOneTimeCodes } from './platform/one-time-codes.ts';
import { createReviewQueue } from './platform/review-queue.ts';
import { createProviders } from './providers/providers.ts';

/** Wires the back office and outside systems for a database and configuration. */
export function createDeps(config: Config, database: Database, now: () => Date = () => new Date()): AppDeps {
  const base: BaseDeps = {
    config,
    database,
    db: database.db,
    boss: createBuiltInBoss(database.db, {
      initialPin: config.INITIAL_PIN,
      now,
      smsRegisterProcessing: { delaySeconds: config.SMS_REGISTER_PROCESSING_SECONDS },
    }),
    providers: createProviders(config, database.db, now),
    now,
    // Without a configured key, codes of this process still cannot be guessed from their hashes;
    // codes sent before a restart simply stop working (they live 5 minutes anyway).
    secretKey: config.SECRET_KEY ?? randomBytes(32).toString('hex'),
  };
  const deps: AppDeps = { ...base, oneTimeCodes: createOneTimeCodes(base), identityChecks: createIdentityChecks(base), reviewQueue: createReviewQueue([]) };
  // Review kinds may use the finished object (a passed invoice is issued and mailed), so the queue is filled last.
  deps.reviewQueue = createReviewQueue([
    ...APPLICATION_KINDS.map((kind) => createApplicationReviewKind(kind, deps.secretKey)),
    createSimReplacementReviewKind(),
    createOpeningReviewKind(deps.secretKey),
    createInvoiceReviewKind(deps),
  ]);
  return deps;
}
