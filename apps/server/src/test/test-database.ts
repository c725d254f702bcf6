import type { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type Database } from '../db/connection.ts';
import { databaseUrlNamed, runAsAdmin } from './migrated-template.ts';

/** A reset deletes every row, and PGlite runs no autovacuum: vacuum after this many resets, so dead rows do not pile up. */
const RESETS_BETWEEN_VACUUMS = 10;

/** Which template a test database starts as: migrated, or migrated and seeded with the test apps' demo data. */
export type TestTemplate = 'migrated' | 'seeded';

const embeddedDumps: Partial<Record<TestTemplate, Blob>> = {};
/** This worker's embedded copies that are back as their template was, ready for the next test app. */
const idleEngines: Record<TestTemplate, PGlite[]> = { migrated: [], seeded: [] };
let resetsSinceVacuum = 0;

/**
 * A fresh database for one test app, as the suite's global setup left the template named: in-memory
 * PGlite by default, or a database of its own on the PostgreSQL server of TEST_DATABASE_URL, so
 * both engines run the suite. An embedded copy is reset to its template on close (its rows and
 * sequences, template-rows.ts) and kept for this worker's next test app: opening a copy costs a
 * second or more, a reset tens of milliseconds. A copy whose reset fails is thrown away.
 */
export async function openTestDatabase(templateName: TestTemplate = 'migrated'): Promise<Database> {
  const template = inject('migratedTemplate');
  if (template.kind === 'embedded') {
    const { file, resetScript } = template[templateName];
    const engine = idleEngines[templateName].pop() ?? (await openEmbeddedCopy(templateName, file));
    return closedByReset(await openEmbeddedDatabase(engine), () => returnEmbedded(engine, resetScript, idleEngines[templateName]));
  }
  // On PostgreSQL each test app has a database of its own, made from the template and dropped on
  // close. (Reusing them too failed the two-instance outbox test once in CI, not yet understood.)
  // The template is copied file by file: for a template this small that is faster than the
  // default, which writes every page of the copy to the WAL (the server suite on PostgreSQL took
  // 265 s here, against 297 s in the CI run before).
  const { serverUrl } = template;
  const name = `hall_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(serverUrl, `create database ${name} template ${templateName === 'seeded' ? template.seededName : template.name} strategy file_copy`);
  const database = await openDatabase({ url: databaseUrlNamed(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The clock the seeded template's demo dates count back from. */
export function seededTemplateTime(): number {
  return inject('migratedTemplate').seededAt;
}

async function openEmbeddedCopy(templateName: TestTemplate, dumpFile: string): Promise<PGlite> {
  const { PGlite: EmbeddedEngine } = await import('@electric-sql/pglite');
  const dump = (embeddedDumps[templateName] ??= new Blob([readFileSync(dumpFile)]));
  return new EmbeddedEngine({ loadDataDir: dump });
}

/** The database as the test sees it, whose close (once, however often called) hands the copy back. */
function closedByReset(database: Database, handBack: () => Promise<void>): Database {
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => (closing ??= handBack()),
  };
}

async function returnEmbedded(engine: PGlite, resetScript: string, idle: PGlite[]): Promise<void> {
  if (engine.closed) {
    return;
  }
  try {
    // What a test's session may have left: an open transaction, settings, prepared statements,
    // temporary tables, listeners and advisory locks (DISCARD ALL takes the last four).
    await engine.exec('rollback');
    await engine.exec('discard all');
    await engine.exec(resetScript);
    if (++resetsSinceVacuum >= RESETS_BETWEEN_VACUUMS) {
      resetsSinceVacuum = 0;
      await engine.exec('vacuum');
    }
    idle.push(engine);
  } catch {
    await engine.close().catch(() => undefined);
  }
}
