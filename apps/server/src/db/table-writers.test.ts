import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

// A page that reads a table no flow writes shows only what the demo seed put there. The readers
// and writers are read from the server's own source (drizzle calls and raw SQL), never from a
// hand-kept list, so a new read without a writer fails here.

const SOURCE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS_DIR = path.join(SOURCE_ROOT, 'db', 'migrations');

/** Read, but written by no flow yet: each with the reason it may stay so for now. */
const ALLOWED_UNWRITTEN = new Map<string, string>([
  [
    'promise_video_requirements',
    'back-office data: the carrier decides which numbers must record a promise video before a top-up; the built-in back office has only the demo seed’s list and no operation sets it',
  ],
]);

/** Records of people's own requests: a flow must write them, they are never catalogue data. */
const NEVER_ALLOWED = ['service_orders', 'open_card_records', 'real_name_orders', 'complaints', 'user_appeals', 'notifications', 'applications'];

interface TableUse {
  reads: Set<string>;
  /** Inserts, updates and deletes. */
  writes: Set<string>;
  /** Inserts: a flow that adds rows, so the table does not hold only what the seed put there. */
  creates: Set<string>;
}

const READ_METHODS = new Set(['from', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin', 'innerJoinLateral', 'leftJoinLateral', '$count']);
const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SQL_NAME = '"?([a-z_][a-z0-9_]*)"?';
const SQL_INSERT = new RegExp(`\\binsert\\s+into\\s+${SQL_NAME}`, 'gi');
const SQL_WRITES = [SQL_INSERT, new RegExp(`\\bupdate\\s+(?:only\\s+)?${SQL_NAME}`, 'gi'), new RegExp(`\\bdelete\\s+from\\s+(?:only\\s+)?${SQL_NAME}`, 'gi')];
const SQL_READS = new RegExp(`(?<!\\bdelete\\s+)\\b(?:from|join)\\s+(?:lateral\\s+|only\\s+)?${SQL_NAME}`, 'gi');

/** Schema export name → table name, for every table (dealerPayKinds is dealers under another name). */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [exportName, value] of Object.entries(schema)) {
    if (value instanceof PgTable) {
      tables.set(exportName, getTableName(value));
    }
  }
  return tables;
}

function isSchemaModule(specifier: string): boolean {
  return /(^|\/)schema(\.ts)?$/.test(specifier);
}

/** The tables one source file reads and writes. `tables` maps schema export names to table names. */
function scanSource(fileName: string, text: string, tables: Map<string, string>): TableUse {
  const use: TableUse = { reads: new Set(), writes: new Set(), creates: new Set() };
  const tableNames = new Set(tables.values());
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  // Only names imported from the schema (or aliases of them) are tables: `Buffer.from(x)` and
  // `hmac.update(x)` are not reads or writes.
  const local = new Map<string, string>();
  const namespaces = new Set<string>();

  const unwrap = (node: ts.Expression): ts.Expression =>
    ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) ? unwrap(node.expression) : node;
  const tableOf = (node: ts.Expression | undefined): string | undefined => {
    if (!node) {
      return undefined;
    }
    const expression = unwrap(node);
    if (ts.isIdentifier(expression)) {
      return local.get(expression.text);
    }
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) && namespaces.has(expression.expression.text)) {
      return tables.get(expression.name.text);
    }
    return undefined;
  };

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !isSchemaModule(statement.moduleSpecifier.text)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      namespaces.add(bindings.name.text);
    } else if (bindings) {
      for (const element of bindings.elements) {
        const table = tables.get((element.propertyName ?? element.name).text);
        if (table) {
          local.set(element.name.text, table);
        }
      }
    }
  }

  const collectAliases = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const initializer = unwrap(node.initializer);
      const aliased =
        ts.isCallExpression(initializer) && ts.isIdentifier(initializer.expression) && initializer.expression.text === 'alias'
          ? tableOf(initializer.arguments[0])
          : tableOf(initializer);
      if (aliased) {
        local.set(node.name.text, aliased);
      }
    }
    ts.forEachChild(node, collectAliases);
  };
  collectAliases(source);

  const scanSql = (sqlText: string): void => {
    const named = (match: RegExpMatchArray) => match[1]?.toLowerCase() ?? '';
    for (const pattern of SQL_WRITES) {
      for (const match of sqlText.matchAll(pattern)) {
        if (tableNames.has(named(match))) {
          use.writes.add(named(match));
          if (pattern === SQL_INSERT) {
            use.creates.add(named(match));
          }
        }
      }
    }
    for (const match of sqlText.matchAll(SQL_READS)) {
      if (tableNames.has(named(match))) {
        use.reads.add(named(match));
      }
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const table = tableOf(node.arguments[0]);
      if (table && READ_METHODS.has(method)) {
        use.reads.add(table);
      }
      if (table && WRITE_METHODS.has(method)) {
        use.writes.add(table);
      }
      if (table && method === 'insert') {
        use.creates.add(table);
      }
    }
    // A job's table is written by enqueue (platform/jobs): defineJob({ table: notifications, ... }).
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineJob') {
      const [definition] = node.arguments;
      const tableProperty =
        definition && ts.isObjectLiteralExpression(definition)
          ? definition.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText(source) === 'table')
          : undefined;
      const table = tableProperty && ts.isPropertyAssignment(tableProperty) ? tableOf(tableProperty.initializer) : undefined;
      if (table) {
        use.writes.add(table);
        use.creates.add(table);
      }
    }
    // Relational queries: db.query.subscribers.findFirst(...)
    if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') {
      const table = tables.get(node.name.text);
      if (table) {
        use.reads.add(table);
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      scanSql(node.text);
    }
    if (ts.isTemplateExpression(node)) {
      // `from ${subscribers}` reads the interpolated table; other interpolations are values.
      scanSql(node.head.text + node.templateSpans.map((span) => ` ${tableOf(span.expression) ?? '$1'} ${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return use;
}

/** Why a file is not code that runs for users or staff, or undefined when it is. */
function notProductCode(relativePath: string, text: string): string | undefined {
  if (/\.(test|typetest)\.ts$/.test(relativePath)) {
    return 'test';
  }
  if (/^(test|faults|seed\/demo)\//.test(relativePath) || relativePath === 'seed/seed.ts') {
    return 'test support, fault tests or demo data';
  }
  if (/from ['"]vitest['"]/.test(text)) {
    return 'test support (imports vitest)';
  }
  return undefined;
}

/** Sandbox stand-ins for outside systems: they count as writers of sandbox_* tables only. */
function isSandboxCode(relativePath: string): boolean {
  return /^(sandbox|features\/console-sandbox)\//.test(relativePath) || path.basename(relativePath).startsWith('sandbox-');
}

function listSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return listSourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface Accesses {
  readers: Map<string, string[]>;
  writers: Map<string, string[]>;
  creators: Map<string, string[]>;
}

function addTo(map: Map<string, string[]>, table: string, file: string): void {
  map.set(table, [...(map.get(table) ?? []), file]);
}

/** Every table's readers, writers and creators among the server's product code, plus the rows its migrations ship. */
function scanServer(tables: Map<string, string>): Accesses {
  const accesses: Accesses = { readers: new Map(), writers: new Map(), creators: new Map() };
  for (const file of listSourceFiles(SOURCE_ROOT)) {
    const relativePath = path.relative(SOURCE_ROOT, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    if (notProductCode(relativePath, text)) {
      continue;
    }
    const use = scanSource(relativePath, text, tables);
    use.reads.forEach((table) => addTo(accesses.readers, table, relativePath));
    const counts = (table: string) => table.startsWith('sandbox_') || !isSandboxCode(relativePath);
    [...use.writes].filter(counts).forEach((table) => addTo(accesses.writers, table, relativePath));
    [...use.creates].filter(counts).forEach((table) => addTo(accesses.creators, table, relativePath));
  }
  // Rows a migration inserts ship with every installation (reference lists), not with the demo.
  const tableNames = new Set(tables.values());
  for (const entry of readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(path.join(MIGRATIONS_DIR, entry), 'utf8');
    for (const match of text.matchAll(SQL_INSERT)) {
      const table = match[1]?.toLowerCase() ?? '';
      if (tableNames.has(table)) {
        addTo(accesses.writers, table, `db/migrations/${entry}`);
        addTo(accesses.creators, table, `db/migrations/${entry}`);
      }
    }
  }
  return accesses;
}

/** The read tables whose rows no flow creates, each with its readers, its updaters and what to do about it. */
function unwrittenReads({ readers, writers, creators }: Accesses, allowed: ReadonlyMap<string, string>): string[] {
  return [...readers.entries()]
    .filter(([table]) => !creators.has(table) && !allowed.has(table))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, files]) => {
      const updaters = writers.get(table);
      const writes = updaters
        ? `only updated or deleted by ${updaters.join(', ')}, so its rows come from the demo seed alone`
        : 'no operation, console operation or job writes it';
      return (
        `${table}: read by ${files.join(', ')}; ${writes} ` +
        '(hint: insert it in the flow, console operation or job that creates the record, in that transaction; or, for catalogue data until its editor exists, name it in ALLOWED_UNWRITTEN with the reason)'
      );
    });
}

const tables = schemaTables();
const accesses = scanServer(tables);

describe('every table a page reads is written by some flow', () => {
  it('each read table has rows created by the server’s product code, or is catalogue data named with its reason', () => {
    expect(unwrittenReads(accesses, ALLOWED_UNWRITTEN)).toEqual([]);
  });

  it('the allowance names only tables that are read and still not created by any flow, and no record of a person’s request', () => {
    const stale = [...ALLOWED_UNWRITTEN.keys()].filter((table) => !accesses.readers.has(table) || accesses.creators.has(table));
    expect(stale, 'remove these from ALLOWED_UNWRITTEN: now created by a flow, or read by none').toEqual([]);
    expect(NEVER_ALLOWED.filter((table) => ALLOWED_UNWRITTEN.has(table))).toEqual([]);
    expect([...ALLOWED_UNWRITTEN.keys()].filter((table) => ![...tables.values()].includes(table))).toEqual([]);
  });
});

describe('the table access scanner', () => {
  it('maps schema names to table names, aliases included', () => {
    expect(tables.get('subscribers')).toBe('subscribers');
    expect(tables.get('dealerPayKinds')).toBe('dealers');
  });

  it('finds the known readers and writers of the server', () => {
    expect(accesses.readers.get('subscribers')?.length).toBeGreaterThan(0);
    expect(accesses.creators.get('subscribers')?.length).toBeGreaterThan(0);
    expect(accesses.creators.get('points_ledger')?.some((file) => file.startsWith('features/points/'))).toBe(true);
    // Raw SQL: the wrong-password count is one UPDATE statement.
    expect(accesses.writers.get('service_passwords')).toContain('boss/built-in-account-services.ts');
    // Demo data and tests are not writers.
    const allWriters = [...accesses.writers.values()].flat();
    expect(allWriters.filter((file) => file.startsWith('seed/demo/') || file === 'seed/seed.ts' || file.endsWith('.test.ts'))).toEqual([]);
  });

  it('reports a table that is only read, or only updated, as not written by any flow', () => {
    const synthetic = new Map([...tables, ['foo', 'foo']]);
    const readOnly = scanSource('synthetic.ts', "import { foo } from './schema.ts';\nexport const read = (db) => db.select().from(foo);\n", synthetic);
    expect(readOnly).toEqual({ reads: new Set(['foo']), writes: new Set(), creates: new Set() });
    const found = unwrittenReads({ readers: new Map([['foo', ['synthetic.ts']]]), writers: new Map(), creators: new Map() }, new Map());
    expect(found).toEqual([expect.stringMatching(/^foo: read by synthetic\.ts; no operation, console operation or job writes it /)]);
    const updatedOnly = unwrittenReads({ readers: new Map([['foo', ['a.ts']]]), writers: new Map([['foo', ['b.ts']]]), creators: new Map() }, new Map());
    expect(updatedOnly).toEqual([expect.stringMatching(/^foo: read by a\.ts; only updated or deleted by b\.ts, /)]);
    expect(unwrittenReads({ readers: new Map([['foo', ['a.ts']]]), writers: new Map(), creators: new Map() }, new Map([['foo', 'a reason']]))).toEqual([]);
  });

  it('reads drizzle joins, aliases, relational queries and raw SQL, and ignores names that are not schema tables', () => {
    const source = `
      import { alias } from 'drizzle-orm/pg-core';
      import { subscribers, members as m } from '../db/schema.ts';
      import * as schema from '../db/schema.ts';
      const replies = alias(schema.boardReplies, 'r');
      export async function run(db, hmac, set) {
        await db.select().from(subscribers).innerJoin(m, on).leftJoin(replies, on);
        await db.query.pointsAccounts.findFirst();
        await db.execute(sql\`select 1 from board_posts p join stores s on true where x = \${1}\`);
        await db.execute(sql\`insert into complaints (a) values (\${1})\`);
        await db.execute(sql\`delete from sms_codes where created_at < \${1}\`);
        await db.execute(sql\`update \${schema.invoices} set status = 1\`);
        await db.update(m).set({});
        await db.insert(replies).values({});
        Buffer.from(packages); hmac.update(subscribers.phone); set.delete(banners);
      }`;
    const use = scanSource('synthetic.ts', source, tables);
    expect([...use.reads].sort()).toEqual(['board_posts', 'board_replies', 'members', 'points_accounts', 'stores', 'subscribers']);
    expect([...use.writes].sort()).toEqual(['board_replies', 'complaints', 'invoices', 'members', 'sms_codes']);
    expect([...use.creates].sort()).toEqual(['board_replies', 'complaints']);
  });

  it("counts a job's table as written: enqueue inserts the job's rows", () => {
    const source = `
      import { notifications } from '../db/schema.ts';
      export const notificationJob = defineJob({ name: 'notification', table: notifications, payload, handler });`;
    expect(scanSource('synthetic.ts', source, tables)).toEqual({ reads: new Set(), writes: new Set(['notifications']), creates: new Set(['notifications']) });
  });
});
