import { describe, expect, it } from 'vitest';
import { createApplicationNo } from './application-filing.ts';

// An application's number carries the China day it was filed, whatever the server's zone.

describe('application numbers', () => {
  it('carry the China day: 01:00 in China is still the previous day in UTC', () => {
    expect(createApplicationNo('cancel', new Date('2026-12-02T17:00:00Z'))).toMatch(/^XH20261203[A-HJ-NP-Z2-9]{8}$/);
    expect(createApplicationNo('transferOut', new Date('2026-12-02T15:59:59Z'))).toMatch(/^GF20261202[A-HJ-NP-Z2-9]{8}$/);
  });
});
