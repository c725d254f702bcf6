import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// What the app's entry and its start (main.tsx imports it once the page has painted; index.html
// preloads it) reach by static imports is on the first route's path (other dynamic imports and type
// imports are not). The tables of pages not yet visited must stay off it.
const webSource = resolve(import.meta.dirname, '..');
const contractSource = resolve(webSource, '../../../packages/contract/src');

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('@hall/contract/')
    ? join(contractSource, specifier.slice('@hall/contract/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(fromFile), specifier)
      : null;
  if (!base) {
    return null;
  }
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate)) ?? null;
}

function staticImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)].map((match) => match[1] as string);
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved): resolved is string => resolved !== null);
}

function reachedFromEntry(): Set<string> {
  const reached = new Set<string>();
  const pending = [join(webSource, 'main.tsx'), join(webSource, 'app/start.tsx')];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (!reached.has(file)) {
      reached.add(file);
      pending.push(...staticImportsOf(file));
    }
  }
  return reached;
}

describe("the entry's static imports", () => {
  const reached = reachedFromEntry();

  it("reach the router, the hall route, the login guard and the first route's endpoints", () => {
    for (const file of ['app/router.tsx', 'app/hall-route.ts', 'app/login-guard.ts', 'shared/api/subscriber-client.ts']) {
      expect(reached, file).toContain(join(webSource, file));
    }
    expect(reached).toContain(join(contractSource, 'auth/endpoints.ts'));
  });

  it("leave out the route table beyond the hall and the hall client's whole endpoint table", () => {
    expect(reached).not.toContain(join(webSource, 'app/route-table.ts'));
    expect(reached).not.toContain(join(webSource, 'app/page-modules.ts'));
    expect(reached).not.toContain(join(webSource, 'shared/api/subscriber-endpoint-table.ts'));
    expect(reached).not.toContain(join(contractSource, 'subscriber-endpoints.ts'));
  });
});
