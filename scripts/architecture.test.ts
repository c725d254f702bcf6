import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The one structural rule that neither the compiler nor lint checks: import boundaries (features,
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
