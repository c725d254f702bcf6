import type { ScriptSession } from '../db/connection.ts';

/** Where the migrated template keeps a copy of its own rows, out of the app's schema. */
export const TEMPLATE_ROWS_SCHEMA = 'test_template_rows';

/**
 * Copies the template's rows into a schema of their own and returns the script that puts a copy of
 * the template back as it was: every table emptied and refilled from that copy, every sequence at
 * its template value. A test database is reset by it (tens of milliseconds) instead of being opened
 * again from the dump or created again from the template (a second or more each).
 *
 * The script runs with session_replication_role = replica, so that foreign keys and the
 * append-only triggers do not stand in the way of emptying a table: it needs a superuser.
 */
export async function keepTemplateRows(session: ScriptSession): Promise<string> {
  const tables = await session.rows<{ name: string; columns: string }>(
    `select c.table_name as name, string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = 'public' and c.is_generated = 'NEVER'
     group by c.table_name order by c.table_name`,
  );
  const withRows = new Set(
    (
      await session.rows<{ name: string }>(
        tables.map((table) => `select ${literal(table.name)} as name where exists (select from public.${quoted(table.name)})`).join('\nunion all\n'),
      )
    ).map((row) => row.name),
  );
  const filled = tables.filter((table) => withRows.has(table.name));
  await session.run(
    [
      `create schema ${TEMPLATE_ROWS_SCHEMA}`,
      ...filled.map((table) => `create table ${TEMPLATE_ROWS_SCHEMA}.${quoted(table.name)} as select ${table.columns} from public.${quoted(table.name)}`),
    ].join(';\n'),
  );
  const sequences = await session.rows<{ statement: string }>(
    `select format('select setval(%L, %s, %L)', quote_ident(schemaname) || '.' || quote_ident(sequencename), coalesce(last_value, start_value), last_value is not null) as statement
     from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return [
    'set session_replication_role = replica',
    ...tables.map((table) => `delete from public.${quoted(table.name)}`),
    ...filled.map(
      (table) =>
        `insert into public.${quoted(table.name)} (${table.columns}) overriding system value select ${table.columns} from ${TEMPLATE_ROWS_SCHEMA}.${quoted(table.name)}`,
    ),
    ...sequences.map((sequence) => sequence.statement),
    'set session_replication_role = origin',
  ].join(';\n');
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
