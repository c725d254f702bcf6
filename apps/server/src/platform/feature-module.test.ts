import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { collectHandlers, collectPaymentHandlers, type FeatureModule } from './feature-module.ts';

// Each operation and each payment notification handler belongs to exactly one module: a second
// claim is a wiring mistake the server refuses at start instead of letting one silently win.

const deps = {} as AppDeps;
const answer = async () => ({ token: 't' });
const settle = async () => undefined;

describe('joining the modules', () => {
  it('joins the handlers of different operations', () => {
    const modules: FeatureModule[] = [{ name: 'a', handlers: () => ({ LOGIN: answer }) }, { name: 'b' }];
    expect(Object.keys(collectHandlers(modules, deps))).toEqual(['LOGIN']);
  });

  it('refuses an operation two modules answer', () => {
    const login: FeatureModule<'LOGIN'> = { name: 'a', handlers: () => ({ LOGIN: answer }) };
    expect(() => collectHandlers([login, { ...login, name: 'b' }], deps)).toThrow('operation LOGIN is claimed by two modules (the second: b)');
  });

  it('refuses a payment handler name two modules use', () => {
    const payer: FeatureModule = { name: 'a', paymentHandlers: () => ({ topUp: { payment: settle } }) };
    expect(() => collectPaymentHandlers([payer, { ...payer, name: 'b' }], deps)).toThrow('payment handler topUp is claimed by two modules (the second: b)');
  });
});
