import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { queryRows, type Database, type Db } from '../db/connection.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createTestApp } from './test-app.ts';
import { openTestDatabase, seededTemplateTime } from './test-database.ts';
import { TEMPLATE_SEED_SETTINGS, testSeedOptions } from './test-seed.ts';

/** Every public table's rows and every sequence's position, as one comparable value. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(database.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const digests = await database.withSession((session) =>
    session.rows<{ name: string; digest: string }>(
      tables
        .map(({ name }) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public."${name}" t`)
        .concat(`select 'sequence ' || sequencename, coalesce(last_value, 0)::text from pg_sequences where schemaname = 'public'`)
        .join(' union all '),
    ),
  );
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}

/** Survives a reset (the template's own schema is not reset) but not a new copy. */
const MARKER = 'test_template_rows.handed_back_marker';

describe.runIf(inject('migratedTemplate').kind === 'embedded')('an embedded test database handed back by one test app', () => {
  it('is the template again for the next: changed, added and removed rows, an append-only table and sequences', async () => {
    const first = await openTestDatabase();
    const template = await fingerprint(first);
    await first.withSession(async (session) => {
      await session.run(`create table ${MARKER} ()`);
      await session.run(`update points_settings set sign_in_reward = sign_in_reward + 1`);
      await session.run(`delete from sms_industry_categories where sort_order > 1`);
      await session.run(`insert into members (openid, nickname) values ('o_handed_back', 'x')`);
      await session.run(`insert into agreement_versions (kind, version, title, body) values ('opening', 99, 'x', 'x')`);
    });
    expect(await fingerprint(first)).not.toEqual(template);
    await first.close();

    const second = await openTestDatabase();
    try {
      expect(await queryRows(second.db, sql.raw(`select to_regclass('${MARKER}') is not null as "isMarked"`)), 'the same copy, reset').toEqual([
        { isMarked: true },
      ]);
      expect(await fingerprint(second)).toEqual(template);
    } finally {
      await second.withSession((session) => session.run(`drop table ${MARKER}`));
      await second.close();
    }
  });

  it('keeps no open transaction or advisory lock of the test before it', async () => {
    const first = await openTestDatabase();
    await first.withSession(async (session) => {
      await session.run('select pg_advisory_lock(4242)');
      await session.run(`begin; insert into members (openid, nickname) values ('o_left_open', 'x')`);
    });
    await first.close();

    const second = await openTestDatabase();
    try {
      expect(await queryRows(second.db, sql`select count(*)::int as n from members where openid = 'o_left_open'`)).toEqual([{ n: 0 }]);
      expect(
        await queryRows(
          second.db,
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
        ),
      ).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  });
});

/** Every public table's row count, as one comparable value. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const counts = await queryRows<{ name: string; count: number }>(
    db,
    sql.raw(tables.map(({ name }) => `select '${name}' as name, count(*)::int as count from public."${name}"`).join(' union all ')),
  );
  return Object.fromEntries(counts.map((row) => [row.name, row.count]));
}

describe('the seeded template', () => {
  it('holds what the demo seed writes at its moment on a migrated copy: every table with as many rows', async () => {
    const seeded = await openTestDatabase('seeded');
    const migrated = await openTestDatabase('migrated');
    try {
      expect(await seedDemoData(migrated.db, testSeedOptions(TEMPLATE_SEED_SETTINGS, new Date(seededTemplateTime())))).toBe(true);
      const expected = await rowCounts(migrated.db);
      expect(expected.subscribers).toBeGreaterThan(0);
      expect(await rowCounts(seeded.db)).toEqual(expected);
    } finally {
      await seeded.close();
      await migrated.close();
    }
  });

  it('starts a test app with its settings on a copy, its clock at its moment, and any other on a seed of its own', async () => {
    const api = await createTestApp();
    const ownSeed = await createTestApp({ SECRET_KEY: 'another-secret-key-another-secret-key-0123' });
    try {
      expect(api.deps.now().getTime()).toBe(seededTemplateTime());
      expect(ownSeed.deps.now().getTime()).toBeGreaterThan(seededTemplateTime());
      expect(await rowCounts(ownSeed.deps.db)).toEqual(await rowCounts(api.deps.db));
    } finally {
      await api.close();
      await ownSeed.close();
    }
  });
});
