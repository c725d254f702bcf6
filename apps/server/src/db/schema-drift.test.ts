import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { queryRows, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import * as schema from './schema.ts';

// schema.ts is a hand-kept mirror of migrations/*.sql, and the SQL is the truth: every table and
// column the migrations create must be mirrored with the same type, nullability and default.

/** Tables the queries never read through drizzle, on purpose. */
const UNMIRRORED_TABLES = new Map([['schema_migrations', 'the migration runner’s own bookkeeping, read with plain SQL in migrate.ts']]);

interface DatabaseColumn {
  tableName: string;
  columnName: string;
  dataType: string;
  udtName: string;
  isNullable: 'YES' | 'NO';
  columnDefault: string | null;
  isIdentity: 'YES' | 'NO';
  isGenerated: 'ALWAYS' | 'NEVER';
}

interface ColumnShape {
  type: string;
  isNullable: boolean;
  hasDefault: boolean;
}

const schemaExports: unknown[] = [...new Set(Object.values(schema))];
const mirroredTables = schemaExports.filter((value): value is PgTable => value instanceof PgTable).map((table) => getTableConfig(table));

/** The information_schema name of a drizzle column's SQL type (serials are integers with a default). */
function describeDrizzleType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type.endsWith('[]')) {
    return `ARRAY of _${type.slice(0, -2)}`;
  }
  const aliases: Record<string, string> = {
    serial: 'integer',
    smallserial: 'smallint',
    bigserial: 'bigint',
    timestamp: 'timestamp without time zone',
    time: 'time without time zone',
  };
  const base = type.replace(/\(.*\)$/, '').trim();
  if (base === 'varchar') {
    return 'character varying';
  }
  if (base === 'char') {
    return 'character';
  }
  return aliases[base] ?? base;
}

function describeDrizzleColumn(column: PgColumn): ColumnShape {
  return {
    type: describeDrizzleType(column),
    isNullable: !column.notNull,
    hasDefault: column.hasDefault || column.generatedIdentity !== undefined || column.generated !== undefined,
  };
}

function describeDatabaseColumn(column: DatabaseColumn): ColumnShape {
  return {
    type: column.dataType === 'ARRAY' ? `ARRAY of ${column.udtName}` : column.dataType,
    isNullable: column.isNullable === 'YES',
    hasDefault: column.columnDefault !== null || column.isIdentity === 'YES' || column.isGenerated === 'ALWAYS',
  };
}

describe('schema.ts mirrors the migrated database', () => {
  let database: Database;
  let columnsByTable: Map<string, DatabaseColumn[]>;

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    const columns = await queryRows<DatabaseColumn>(
      database.db,
      sql`select c.table_name as "tableName", c.column_name as "columnName", c.data_type as "dataType", c.udt_name as "udtName",
            c.is_nullable as "isNullable", c.column_default as "columnDefault", c.is_identity as "isIdentity", c.is_generated as "isGenerated"
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          order by c.table_name, c.ordinal_position`,
    );
    columnsByTable = new Map();
    for (const column of columns) {
      columnsByTable.set(column.tableName, [...(columnsByTable.get(column.tableName) ?? []), column]);
    }
  });

  afterAll(async () => {
    await database?.close();
  });

  it('mirrors every table the migrations create, and no other', () => {
    const databaseTables = [...columnsByTable.keys()].filter((name) => !UNMIRRORED_TABLES.has(name)).sort();
    const drizzleTables = mirroredTables.map((table) => table.name).sort();
    expect(drizzleTables).toEqual(databaseTables);
  });

  it('mirrors each table’s columns with their type, nullability and default', () => {
    const drifts: string[] = [];
    for (const table of mirroredTables) {
      const databaseColumns = new Map((columnsByTable.get(table.name) ?? []).map((column) => [column.columnName, column]));
      const drizzleColumns = new Map(table.columns.map((column) => [column.name, column]));
      for (const name of databaseColumns.keys()) {
        if (!drizzleColumns.has(name)) {
          drifts.push(`${table.name}.${name}: in the database, missing from schema.ts`);
        }
      }
      for (const [name, column] of drizzleColumns) {
        const databaseColumn = databaseColumns.get(name);
        if (!databaseColumn) {
          drifts.push(`${table.name}.${name}: in schema.ts, missing from the database`);
          continue;
        }
        const expected = describeDatabaseColumn(databaseColumn);
        const actual = describeDrizzleColumn(column);
        for (const key of ['type', 'isNullable', 'hasDefault'] as const) {
          if (expected[key] !== actual[key]) {
            drifts.push(`${table.name}.${name}: ${key} is ${String(actual[key])} in schema.ts, ${String(expected[key])} in the database`);
          }
        }
      }
    }
    expect(drifts).toEqual([]);
  });
});
