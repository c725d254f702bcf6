import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_CHUNK, trimReactRouterModule } from '../apps/web/build/tree-shake-react-router.ts';

// The web build trims react-router's production chunk so tree-shaking can drop the components the
// hall never imports (apps/web/build/tree-shake-react-router.ts). A react-router release that
// renames the chunk or writes its statements differently would silently undo it and grow the
// first route; this reads the installed package and fails first.

const require = createRequire(join(import.meta.dirname, '..', 'apps', 'web', 'package.json'));
const productionDir = join(dirname(require.resolve('react-router')).replace(/development$/, 'production'));

describe("the react-router trim matches the installed react-router's production build", () => {
  it('finds the chunk the plugin filters for, with the names it drops and the calls it marks pure', () => {
    const chunks = readdirSync(productionDir)
      .map((name) => join(productionDir, name))
      .filter((path) => REACT_ROUTER_CHUNK.test(path));
    expect(chunks.length).toBeGreaterThan(0);
    const trimmed = chunks.map((path) => trimReactRouterModule(readFileSync(path, 'utf8')));
    const total = (key: 'displayNames' | 'pureMarks') => trimmed.reduce((sum, result) => sum + result[key], 0);
    expect(total('displayNames')).toBeGreaterThanOrEqual(10);
    expect(total('pureMarks')).toBeGreaterThanOrEqual(10);
    for (const result of trimmed) {
      expect(result.code).not.toMatch(/^[\w$]+\.displayName = "/m);
    }
  });
});
