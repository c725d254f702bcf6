import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { listenForChanges, type ChangeEvents, type ChangeListener } from './change-listener.ts';
import { createMemberWriteWatch, type MemberWriteWatch } from './member-write-watch.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories take either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** One connection for plain SQL scripts (migrations, advisory locks). */
export interface ScriptSession {
  /** Runs a script of one or more statements. */
  run(sqlText: string): Promise<void>;
  /** Runs one statement and returns its rows. */
  rows<Row>(sqlText: string): Promise<Row[]>;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'embedded' | 'server';
  /** Runs `work` on a single connection, so session-level locks hold across its statements. */
  withSession<T>(work: (session: ScriptSession) => Promise<T>): Promise<T>;
  /** Connections open, idle and queries waiting for one (null where the engine does not tell). */
  connections(): { open: number; idle: number | null; waiting: number | null };
  /**
   * Listens on a notification channel over a connection of its own (reconnecting) until close; null
   * on the embedded engine, whose one process is the whole fleet.
   */
  listen: ((channel: string, events: ChangeEvents) => void) | null;
  /** Statements that change members or end sessions, as they run (the session cache drops on them). */
  memberWrites: MemberWriteWatch;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; absent means in memory (tests). */
  dataDir?: string;
  /** A dump of an embedded database to start from instead of initialising an empty one (tests). */
  loadDataDir?: Blob;
}

/** Opens the embedded PGlite database or a PostgreSQL server: same SQL, same queries. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // A lost or stalled database must fail requests fast rather than pile them up.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 20,
      connectionTimeoutMillis: 5000,
      statement_timeout: 10_000,
      query_timeout: 12_000,
    });
    // An idle client's connection dropping (server restart) must not crash the process.
    pool.on('error', () => undefined);
    // Nor may a checked-out one's (a transaction between statements when the server stops): its
    // queries fail on their own, and the pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const memberWrites = createMemberWriteWatch();
    const db = drizzleNodePg({ client: pool, schema, logger: memberWrites.logger }) as unknown as Db;
    const url = options.url;
    const listeners: ChangeListener[] = [];
    return {
      db,
      kind: 'server',
      withSession: async (work) => {
        const connection = await pool.connect();
        try {
          return await work({
            run: async (sqlText) => {
              await connection.query(sqlText);
            },
            rows: async <Row>(sqlText: string) => (await connection.query(sqlText)).rows as Row[],
          });
        } finally {
          connection.release();
        }
      },
      connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, events) => {
        listeners.push(listenForChanges(url, channel, events));
      },
      memberWrites,
      close: async () => {
        await Promise.all(listeners.map((listener) => listener.close()));
        await pool.end();
      },
    };
  }
  if (!options.dataDir) {
    return openEmbeddedDatabase(await createEmbeddedEngine({ loadDataDir: options.loadDataDir }));
  }
  mkdirSync(options.dataDir, { recursive: true });
  // Refused before the engine touches the folder: a second process must write nothing to it.
  const lock = acquireDataDirLock(options.dataDir);
  try {
    const database = await openEmbeddedDatabase(await createEmbeddedEngine({ dataDir: options.dataDir, loadDataDir: options.loadDataDir }));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The embedded engine loads only when it is the database, not beside a PostgreSQL server. */
async function createEmbeddedEngine(options: Pick<DatabaseOptions, 'dataDir' | 'loadDataDir'>): Promise<PGlite> {
  const { PGlite: EmbeddedEngine } = await import('@electric-sql/pglite');
  return new EmbeddedEngine(options);
}

/**
 * The embedded engine's one connection, taken in turns. PGlite runs each statement synchronously
 * on this thread and hands its connection from one waiting statement to the next in microtasks, so
 * a crowd's statements ran back to back without the event loop turning: no reply was written and
 * no request read meanwhile, and the lag made the load shedding refuse the whole crowd. Here each
 * statement (a transaction is one turn) waits in arrival order and starts on an event-loop turn of
 * its own, so the crowd waits in line and is answered.
 */
export function takeTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => inTurn(() => query(...args));
  client.exec = (...args) => inTurn(() => exec(...args));
  client.transaction = (...args) => inTurn(() => transaction(...args));
  return client;
}

/** The embedded engine over a PGlite already created (the test suite's global setup dumps its own). */
export async function openEmbeddedDatabase(engine: PGlite): Promise<Database> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  await engine.waitReady;
  const client = takeTurns(engine);
  const memberWrites = createMemberWriteWatch();
  const db = drizzlePglite({ client, schema, logger: memberWrites.logger }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    // PGlite has a single connection already.
    withSession: (work) =>
      work({
        run: async (sqlText) => {
          await client.exec(sqlText);
        },
        rows: async <Row>(sqlText: string) => (await client.query<Row>(sqlText)).rows,
      }),
    connections: () => ({ open: 1, idle: null, waiting: null }),
    listen: null,
    memberWrites,
    close: () => client.close(),
  };
}
