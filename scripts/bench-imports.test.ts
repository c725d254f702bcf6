import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// The bench runs rarely and outside the test suite: a server export it imports being renamed or
// moved must fail here, not an hour into the next bench run.
const benchDir = path.resolve(import.meta.dirname, '..', 'bench');
const serverImports = readdirSync(benchDir)
  .filter((file) => file.endsWith('.mjs'))
  .flatMap((file) =>
    [...readFileSync(path.join(benchDir, file), 'utf8').matchAll(/^import \{([^}]+)\} from '(\.\.\/apps\/[^']+)';$/gm)].map(([, names = '', from = '']) => ({
      file,
      from,
      names: names
        .split(',')
        .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
        .filter(Boolean),
    })),
  );

it('finds the bench scripts that import the server’s modules', () => {
  expect(serverImports.map((entry) => entry.file)).toContain('monthly-run-worker.mjs');
});

it.each(serverImports)('$file imports $names from $from, which exports them', async ({ from, names }) => {
  const imported: Record<string, unknown> = await import(path.join(benchDir, from));
  for (const name of names) {
    expect(imported, `${name} from ${from}`).toHaveProperty(name);
  }
});
