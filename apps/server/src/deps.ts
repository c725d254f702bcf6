import type { Boss } from './boss/boss.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/connection.ts';
import type { Providers } from './providers/providers.ts';

/** Everything a feature needs from the outside, built once in main (or per test). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  boss: Boss;
  providers: Providers;
  /** Current time; tests move it to check expiries and intervals. */
  now: () => Date;
  /** Keys one-time-code hashes; from configuration, or random per process in development. */
  secretKey: string;
}
