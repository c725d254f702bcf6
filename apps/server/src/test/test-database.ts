import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/connection.ts';
import { databaseUrlNamed, runAsAdmin } from './migrated-template.ts';

let embeddedDump: Blob | undefined;

/**
 * A fresh, migrated database for one test app: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so both engines run the
 * suite. Each is a copy of the database the suite's global setup migrated.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('migratedTemplate');
  if (template.kind === 'embedded') {
    embeddedDump ??= new Blob([readFileSync(template.file)]);
    return openDatabase({ loadDataDir: embeddedDump });
  }
  const serverUrl = template.serverUrl;
  const name = `hall_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(serverUrl, `create database ${name} template ${template.name}`);
  const database = await openDatabase({ url: databaseUrlNamed(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
