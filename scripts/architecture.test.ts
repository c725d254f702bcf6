import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The structural rules of STYLE.md that the compiler does not check.

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

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

describe('architecture', () => {
  it('the contract depends on zod alone', () => {
    for (const file of listSourceFiles(join(root, 'packages/contract/src'))) {
      for (const specifier of importsOf(file)) {
        expect(specifier === 'zod' || specifier.startsWith('./') || specifier.startsWith('../'), `${relative(root, file)} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('web features do not import each other', () => {
    const featuresDir = join(root, 'apps/web/src/features');
    for (const file of listSourceFiles(featuresDir)) {
      const ownFeature = relative(featuresDir, file).split('/')[0];
      for (const specifier of importsOf(file)) {
        const crossing = /(?:^|\/)features\/([\w-]+)\//.exec(specifier) ?? /^\.\.\/\.\.\/([\w-]+)\//.exec(specifier);
        const target = crossing?.[1];
        if (target && target !== 'shared' && target !== 'config' && target !== ownFeature && !specifier.startsWith('../../../')) {
          expect.fail(`${relative(root, file)} imports feature ${target}`);
        }
      }
    }
  });

  it('server and web never import each other', () => {
    for (const file of listSourceFiles(join(root, 'apps/web/src'))) {
      expect(importsOf(file).some((specifier) => specifier.includes('apps/server') || specifier.startsWith('@hall/server'))).toBe(false);
    }
    for (const file of listSourceFiles(join(root, 'apps/server/src'))) {
      expect(importsOf(file).some((specifier) => specifier.includes('apps/web') || specifier.startsWith('@hall/web'))).toBe(false);
    }
  });

  it('the browser never loads zod schemas at run time', () => {
    for (const file of listSourceFiles(join(root, 'apps/web/src'))) {
      const source = readFileSync(file, 'utf8');
      const valueImport = /^import\s+(?!type\b)[^;]*from\s+['"](?:zod|@hall\/contract\/(?:schemas|[\w-]+\/schemas|fields|console-fields))['"]/m.exec(source);
      expect(valueImport, `${relative(root, file)} imports schemas as values`).toBeNull();
    }
  });
});
