import type { Boss } from './boss/boss.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/connection.ts';
import type { IdentityChecks } from './platform/identity-checks.ts';
import type { MemberSessionCache } from './platform/member-session-cache.ts';
import type { Metrics } from './platform/metrics.ts';
import type { OneTimeCodes } from './platform/one-time-codes.ts';
import type { ReviewQueue } from './platform/review-queue.ts';
import type { SharedCache } from './platform/shared-cache.ts';
import type { Providers } from './providers/providers.ts';
import type { SandboxClock } from './sandbox/sandbox-clock.ts';

/** The wiring from configuration: database, back office, outside systems, clock and key. */
export interface BaseDeps {
  config: Config;
  database: Database;
  db: Db;
  /** The back office; its catalogue reads come from catalogueCache. */
  boss: Boss;
  /** Recharge products and packages kept in this process; an edit drops them on every instance (domain/catalogue-cache.ts). */
  catalogueCache: SharedCache;
  /** Members' sessions kept in this process; a change to a member drops theirs on every instance (platform/member-session-cache.ts). */
  memberSessions: MemberSessionCache;
  providers: Providers;
  /** Current time; tests move it to check expiries and intervals. */
  now: () => Date;
  /** The clock staff move forward in the sandbox (deps.now reads it); null outside the sandbox. */
  sandboxClock: SandboxClock | null;
  /** Keys one-time-code hashes; from configuration, or random per process in development. */
  secretKey: string;
  /** This instance's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
}

/** Everything a feature needs from the outside, built once in main (or per test). */
export interface AppDeps extends BaseDeps {
  /** SMS one-time codes, used by every area that confirms a step by SMS. */
  oneTimeCodes: OneTimeCodes;
  /** The face identity check, used by every area that confirms a step by face. */
  identityChecks: IdentityChecks;
  /** Applications that wait for a staff decision, by kind; the areas contribute the kinds. */
  reviewQueue: ReviewQueue;
}
