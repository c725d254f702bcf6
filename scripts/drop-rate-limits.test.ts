import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyRateLimits, RATE_LIMITS_MODULE } from '../apps/web/build/drop-rate-limits.ts';
import * as rateLimits from '../packages/contract/src/rate-limits.ts';

// The web build takes the contract's rate limits as empty ones of the same names
// (apps/web/build/drop-rate-limits.ts). A limit exported in a way the plugin does not read would be
// missing from the web build's module: this fails first, naming it.

const path = join(import.meta.dirname, '..', 'packages', 'contract', 'src', 'rate-limits.ts');

describe('the web build’s empty rate limits', () => {
  it('export every name the contract’s module exports, each empty', () => {
    expect(RATE_LIMITS_MODULE.test(path)).toBe(true);
    const stub = emptyRateLimits(readFileSync(path, 'utf8'));
    const names = [...stub.matchAll(/^export (?:const|function) ([\w$]+)/gm)].map((match) => match[1]).sort();
    expect(names).toEqual(Object.keys(rateLimits).sort());
    expect(names.length).toBeGreaterThan(20);
    expect(stub).not.toContain('windowSeconds');
  });
});
