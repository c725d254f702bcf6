import { randomBytes } from 'node:crypto';
import { createBuiltInBoss } from './boss/built-in-boss.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { AppDeps } from './deps.ts';
import { createProviders } from './providers/providers.ts';

/** Wires the back office and outside systems for a database and configuration. */
export function createDeps(config: Config, database: Database, now: () => Date = () => new Date()): AppDeps {
  return {
    config,
    database,
    db: database.db,
    boss: createBuiltInBoss(database.db, now),
    providers: createProviders(config, database.db, now),
    now,
    // Without a configured key, codes of this process still cannot be guessed from their hashes;
    // codes sent before a restart simply stop working (they live 5 minutes anyway).
    secretKey: config.SECRET_KEY ?? randomBytes(32).toString('hex'),
  };
}
