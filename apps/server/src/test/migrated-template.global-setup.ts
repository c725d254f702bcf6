import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openEmbeddedDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { databaseUrlNamed, runAsAdmin, type MigratedTemplate } from './migrated-template.ts';
import { keepTemplateRows } from './template-rows.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

/**
 * Migrates one database before the server suite, which every test file's database starts as a copy
 * of: initialising an embedded database costs seconds of WebAssembly, and the migrations run once
 * instead of once per test app. The copy is a dump on the embedded engine and `create database …
 * template` on PostgreSQL (TEST_DATABASE_URL); every migration still runs on each engine. The
 * embedded template also keeps a copy of its rows, so that a worker resets a copy it is done with
 * instead of opening a new one (test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `hall_template_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(serverUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrlNamed(serverUrl, name) });
    await migrate(database);
    await database.close();
    project.provide('migratedTemplate', { kind: 'server', serverUrl, name });
    return () => runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  }
  // In memory: a second PGlite opening a folder in this process ends the process (PGlite 0.5).
  const client = new PGlite();
  const database = await openEmbeddedDatabase(client);
  await migrate(database);
  const resetScript = await database.withSession(keepTemplateRows);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'hall-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedTemplate', { kind: 'embedded', file, resetScript });
  return async () => rmSync(folder, { recursive: true, force: true });
}
