import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createDeps } from '../create-deps.ts';
import { openDatabase, queryRows, type Database, type Executor } from '../db/connection.ts';
import type { AppDeps } from '../deps.ts';
import { databaseUrlNamed } from './migrated-template.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Why the fleet tests skip on the embedded database: one PGlite cannot be opened by two instances. */
export const FLEET_NEEDS_POSTGRESQL = 'two instances on one database need PostgreSQL: set TEST_DATABASE_URL (PGlite is one process’s alone)';

/** True when the tests run on a PostgreSQL server, where a second instance can share the database. */
export const canRunFleet = Boolean(process.env.TEST_DATABASE_URL);

/** How long a fleet test waits for a change to reach the other instance by notification. */
export const NOTIFICATION_WAIT = { timeout: 10_000, interval: 50 };

/** Waits until every given cache's instance listens for changes: before that, nothing is kept and nothing can be dropped. */
export function waitUntilListening(...caches: { isListening(): boolean }[]): Promise<void> {
  return vi.waitFor(() => {
    for (const cache of caches) {
      expect(cache.isListening()).toBe(true);
    }
  }, NOTIFICATION_WAIT);
}

/** The URL of the PostgreSQL database a test database runs on (TEST_DATABASE_URL's server, its own database). */
export async function urlOfTestDatabase(db: Executor): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  return databaseUrlNamed(process.env.TEST_DATABASE_URL ?? '', row?.name ?? '');
}

export interface SecondInstance {
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

/** A second server instance's dependencies on the test app's database: its own pool, same config and clock. */
export async function openSecondInstance(api: TestApp): Promise<SecondInstance> {
  const database = await openDatabase({ url: await urlOfTestDatabase(api.deps.db) });
  return { deps: createDeps(api.deps.config, database, api.deps.now), database, close: () => database.close() };
}

export interface SecondApp {
  deps: AppDeps;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A second server instance answering requests on the test app's database (the fleet tests' other instance). */
export async function openSecondApp(api: TestApp): Promise<SecondApp> {
  const second = await openSecondInstance(api);
  const app = await buildApp(second.deps);
  return {
    deps: second.deps,
    app,
    close: async () => {
      await app.close();
      await second.close();
    },
  };
}

export interface Fleet {
  /** The test app: the first instance, with its own fresh database. */
  api: TestApp;
  /** A second instance on the same database. */
  second: SecondInstance;
}

/**
 * A fleet test file's two instances: opened before its tests (with the first app's settings), closed
 * after them; nothing is opened where the fleet cannot run (PGlite), and the file's tests skip there.
 */
export function useFleet(settings?: Parameters<typeof createTestApp>[0]): Fleet {
  const fleet = {} as Fleet;
  beforeAll(async () => {
    if (!canRunFleet) {
      return;
    }
    fleet.api = await createTestApp(settings);
    fleet.second = await openSecondInstance(fleet.api);
  });
  afterAll(async () => {
    await fleet.second?.close();
    await fleet.api?.close();
  });
  return fleet;
}
