import pg from 'pg';

/** The migrated database each server test file starts from (see migrated-template.global-setup.ts). */
export type MigratedTemplate =
  | {
      kind: 'embedded';
      file: string;
      /** Puts a copy back as the template was (template-rows.ts). */
      resetScript: string;
    }
  | { kind: 'server'; serverUrl: string; name: string };

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
