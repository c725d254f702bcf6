import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The structural rules that neither the compiler nor lint checks: import boundaries (features,
// shared, platform, the contract, server and web apart, no cycles) are lint rules in
// eslint.config.js, shown at work by lint-boundaries.test.ts.

const root = join(import.meta.dirname, '..');

function listSourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (entry === 'node_modules' || entry === 'dist') {
      return [];
    }
    return statSync(path).isDirectory() ? listSourceFiles(path) : /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

describe('architecture', () => {
  it('the browser never loads zod schemas at run time', () => {
    for (const file of listSourceFiles(join(root, 'apps/web/src'))) {
      const source = readFileSync(file, 'utf8');
      const valueImport = /^import\s+(?!type\b)[^;]*from\s+['"](?:zod|@hall\/contract\/(?:schemas|[\w-]+\/schemas|fields|console-fields))['"]/m.exec(source);
      expect(valueImport, `${relative(root, file)} imports schemas as values`).toBeNull();
    }
  });
});

/**
 * Tables whose database-clock date (`defaultNow()`) no page or rule reads, so an insert may leave it
 * to the database: sign-up and login bookkeeping, the CLI's staff rows, the real FaceID adapter's
 * sessions (production, whose clock never moves) and sandbox rows nothing lists by date.
 */
const DATABASE_DATED_TABLES = new Set([
  'members',
  'oauthStates',
  'staffUsers',
  'servicePasswords',
  'invoiceMails',
  'realNameNameChecks',
  'faceidSessions',
  'sandboxInvoiceFailures',
  'sandboxWechatPayKeys',
]);

/** Each table of the schema with its columns that default to the database's clock. */
function databaseDatedColumns(): Map<string, string[]> {
  const schema = readFileSync(join(root, 'apps/server/src/db/schema.ts'), 'utf8');
  const tables = new Map<string, string[]>();
  const starts = [...schema.matchAll(/export const (\w+) = pgTable\(/g)];
  starts.forEach((start, index) => {
    const body = schema.slice(start.index, starts[index + 1]?.index ?? schema.length);
    const columns = [...body.matchAll(/(\w+): timestamptz\('\w+'\)[^\n]*\.defaultNow\(\)/g)].map((column) => column[1] ?? '');
    if (start[1] && columns.length > 0) {
      tables.set(start[1], columns);
    }
  });
  return tables;
}

/** The text of the call's argument list that opens at `open` (a "("), to its matching ")". */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    depth += source[index] === '(' ? 1 : source[index] === ')' ? -1 : 0;
    if (depth === 0) {
      return source.slice(open + 1, index);
    }
  }
  return source.slice(open + 1);
}

describe('server dates', () => {
  it('an insert written out in place names every date column a page or rule reads, from the injected clock', () => {
    const tables = databaseDatedColumns();
    expect(tables.size).toBeGreaterThan(20);
    const omissions: string[] = [];
    for (const file of listSourceFiles(join(root, 'apps/server/src'))) {
      if (/\.test\.ts$|[\\/]test[\\/]|[\\/]faults[\\/]/.test(file)) {
        continue;
      }
      const source = readFileSync(file, 'utf8');
      for (const insert of source.matchAll(/\.insert\((\w+)\)\s*\.values\(/g)) {
        const table = insert[1] ?? '';
        const columns = tables.get(table);
        if (!columns || DATABASE_DATED_TABLES.has(table)) {
          continue;
        }
        const values = argumentsAt(source, insert.index + insert[0].length - 1).trim();
        // A row passed in whole, or spread into the literal, comes through a repository whose type requires its dates.
        if (!/^[{[]|\.map\(/.test(values) || /^\{\s*\.\.\./.test(values)) {
          continue;
        }
        for (const column of columns.filter((name) => !new RegExp(`\\b${name}\\b`).test(values))) {
          omissions.push(`${relative(root, file)}: ${table}.${column}`);
        }
      }
    }
    expect(omissions).toEqual([]);
  });
});
