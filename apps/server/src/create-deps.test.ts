import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { openEmbeddedDatabase, type Database } from './db/connection.ts';

// main builds the dependencies before the migrations run, so building them may not touch a table:
// on an empty PostgreSQL database such a query fails (and the server logs it) before any exists.

let database: Database | undefined;
afterEach(() => database?.close());

describe('createDeps', () => {
  it('queries nothing, so it may run before the migrations on an empty database', async () => {
    const client = new PGlite();
    database = await openEmbeddedDatabase(client);
    const statements = [vi.spyOn(client, 'query'), vi.spyOn(client, 'exec'), vi.spyOn(client, 'transaction')];
    createDeps(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database);
    // Anything started in the background has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(statements.map((statement) => statement.mock.calls.map((call) => String(call[0]))).flat()).toEqual([]);
  });
});
