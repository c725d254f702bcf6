import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './connection.ts';

const migrationsDir = join(import.meta.dirname, 'migrations');
/** Any constant shared by every instance: only one process migrates at a time. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** The numbered SQL files, in the order they apply (/readyz checks the last one is applied). */
export function listMigrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{4}[a-z]?_[\w-]+\.sql$/.test(name))
    .sort();
}

export interface MigrateOptions {
  /** Runs after the migrations, before the lock is released: what instances starting together must do once (the demo seed). */
  thenUnderLock?: () => Promise<unknown>;
}

/** Applies the numbered SQL files in order, each once, each in its own transaction. */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const files = listMigrationFiles();
  return database.withSession(async (session) => {
    await session.run(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await session.run('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
      const done = new Set((await session.rows<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
      const applied: string[] = [];
      for (const file of files.filter((name) => !done.has(name))) {
        const script = readFileSync(join(migrationsDir, file), 'utf8');
        await session.run(`begin;\n${script}\ninsert into schema_migrations (name) values ('${file}');\ncommit;`);
        applied.push(file);
      }
      await options.thenUnderLock?.();
      return applied;
    } catch (error) {
      await session.run('rollback').catch(() => undefined);
      throw error;
    } finally {
      await session.run(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
