import pg from 'pg';

/** One template on the embedded engine: a dump to open copies from, and the script that resets a copy. */
export interface EmbeddedTemplate {
  file: string;
  /** Puts a copy back as the template was (template-rows.ts). */
  resetScript: string;
}

/**
 * The databases each server test file starts from (see migrated-template.global-setup.ts): the
 * migrated one, and the same with the demo data a test app seeds (`seededAt` is the clock the
 * demo dates count back from).
 */
export type MigratedTemplate =
  | { kind: 'embedded'; migrated: EmbeddedTemplate; seeded: EmbeddedTemplate; seededAt: number }
  | { kind: 'server'; serverUrl: string; name: string; seededName: string; seededAt: number };

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement that cannot run inside the database it concerns (create or drop database). */
export async function runAsAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
