import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/connection.ts';
import { demoSeedOf, prepareDatabase } from './prepare-database.ts';
import { databaseUrlNamed, runAsAdmin } from '../test/migrated-template.ts';

// Two instances starting at once on one empty PostgreSQL database: each has its own pool, as two
// processes would. PGlite is one process's database, so there is nothing to share without a server.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two instances starting together on one empty database', () => {
  const name = `hall_test_start_${randomBytes(6).toString('hex')}`;
  const instances: Database[] = [];

  beforeAll(async () => {
    await runAsAdmin(serverUrl ?? '', `create database ${name}`);
    for (let index = 0; index < 2; index += 1) {
      instances.push(await openDatabase({ url: databaseUrlNamed(serverUrl ?? '', name) }));
    }
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await runAsAdmin(serverUrl ?? '', `drop database if exists ${name} with (force)`);
  });

  it('migrate once and load the demo data once', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const now = new Date();
    const prepared = await Promise.all(instances.map((instance) => prepareDatabase(instance, demoSeedOf(config, { now, secretKey: 's'.repeat(32) }))));

    expect(prepared.map((start) => start.isSeeded).sort()).toEqual([false, true]);
    expect(prepared.map((start) => start.applied.length > 0).sort()).toEqual([false, true]);
    const [database] = instances;
    const counts = await database!.withSession((session) =>
      session.rows<{ staff: number; dealers: number; agents: number }>(
        'select (select count(*)::int from staff_users) as staff, (select count(*)::int from dealers) as dealers, (select count(*)::int from agents) as agents',
      ),
    );
    // The demo console accounts (one per role) and the demo dealers and agents, each once.
    expect(counts[0]).toMatchObject({ staff: 4 });
    expect(counts[0]?.dealers).toBeGreaterThan(0);
    const again = await prepareDatabase(instances[1]!, demoSeedOf(config, { now, secretKey: 's'.repeat(32) }));
    expect(again).toEqual({ applied: [], isSeeded: false });
  });
});
