import type { Config } from '../config.ts';
import { wechatProviderOf } from '../providers/wechat-credentials.ts';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData, type SeedOptions } from './seed.ts';

export interface PreparedDatabase {
  /** The migrations this start applied. */
  applied: string[];
  /** Whether this start loaded the demo data (false when another instance had, or none was asked for). */
  isSeeded: boolean;
}

/**
 * Brings the database up to date on start: the migrations, then (a demo installation) the demo
 * data, both under the migrations' advisory lock. Instances starting together on one empty
 * database therefore migrate and seed once; the others wait for the lock and find both done.
 */
export async function prepareDatabase(database: Database, demoSeed: SeedOptions | null): Promise<PreparedDatabase> {
  let isSeeded = false;
  const applied = await migrate(database, {
    thenUnderLock: async () => {
      isSeeded = demoSeed ? await seedDemoData(database.db, demoSeed) : false;
    },
  });
  return { applied, isSeeded };
}

/** The demo seed a configuration asks for: none without SEED_DEMO_DATA, so none in production (loadConfig refuses it there). */
export function demoSeedOf(config: Config, start: { now: Date; secretKey: string }): SeedOptions | null {
  if (!config.SEED_DEMO_DATA) {
    return null;
  }
  if (!config.DEMO_AGENT_PASSWORD) {
    throw new Error('SEED_DEMO_DATA needs DEMO_AGENT_PASSWORD (it has a default outside production).');
  }
  return {
    demoAgentPassword: config.DEMO_AGENT_PASSWORD,
    demoStaffPassword: config.PROVIDERS === 'sandbox' ? config.DEMO_STAFF_PASSWORD : undefined,
    now: start.now,
    secretKey: start.secretKey,
    isSandboxWechatPay: wechatProviderOf(config) === 'sandbox',
  };
}
