import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openEmbeddedDatabase, type Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed.ts';
import { databaseUrlNamed, runAsAdmin, type EmbeddedTemplate, type MigratedTemplate } from './migrated-template.ts';
import { keepTemplateRows, TEMPLATE_ROWS_SCHEMA } from './template-rows.ts';
import { TEMPLATE_SEED_SETTINGS, testSeedOptions } from './test-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * Migrates one database before the server suite, which every test file's database starts as a copy
 * of: initialising an embedded database costs seconds of WebAssembly, and the migrations run once
 * instead of once per test app. A second template adds the demo data most test apps seed (their
 * SECRET_KEY and WeChat Pay are the defaults), seeded once here instead of in each (0.4 s each on
 * PGlite, 0.5 s on PostgreSQL); those apps' clocks start at the moment it was seeded, as a test
 * app's clock always started at the moment of its seed. The copy is a dump on the embedded engine
 * and `create database … template` on PostgreSQL (TEST_DATABASE_URL); every migration and the seed
 * still run on each engine. The embedded templates also keep a copy of their rows, so that a worker
 * resets a copy it is done with instead of opening a new one (test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const seededAt = Date.now();
  const seed = (database: Database) => seedDemoData(database.db, testSeedOptions(TEMPLATE_SEED_SETTINGS, new Date(seededAt)));
  if (serverUrl) {
    const name = `hall_template_${randomBytes(6).toString('hex')}`;
    const seededName = `${name}_seeded`;
    await runAsAdmin(serverUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrlNamed(serverUrl, name) });
    await migrate(database);
    await database.close();
    await runAsAdmin(serverUrl, `create database ${seededName} template ${name} strategy file_copy`);
    const seeded = await openDatabase({ url: databaseUrlNamed(serverUrl, seededName) });
    await seed(seeded);
    await seeded.close();
    project.provide('migratedTemplate', { kind: 'server', serverUrl, name, seededName, seededAt });
    return async () => {
      await runAsAdmin(serverUrl, `drop database if exists ${seededName} with (force)`);
      await runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  // In memory: a second PGlite opening a folder in this process ends the process (PGlite 0.5).
  const folder = mkdtempSync(path.join(tmpdir(), 'hall-test-template-'));
  const client = new PGlite();
  const database = await openEmbeddedDatabase(client);
  const keep = async (name: string): Promise<EmbeddedTemplate> => {
    const resetScript = await database.withSession(keepTemplateRows);
    const file = path.join(folder, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { file, resetScript };
  };
  await migrate(database);
  const migrated = await keep('migrated');
  await database.withSession((session) => session.run(`drop schema ${TEMPLATE_ROWS_SCHEMA} cascade`));
  await seed(database);
  const seeded = await keep('seeded');
  await client.close();
  project.provide('migratedTemplate', { kind: 'embedded', migrated, seeded, seededAt });
  return async () => rmSync(folder, { recursive: true, force: true });
}
