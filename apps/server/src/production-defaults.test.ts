import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** A production start that passes every other check: real settings but the sandbox systems, allowed. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  SECRET_KEY: 'k'.repeat(32),
  PUBLIC_URL: 'https://hall.example.com',
};

describe('demo data and demo passwords', () => {
  it('are loaded by default outside production, with the demo passwords', () => {
    for (const environment of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig(environment)).toMatchObject({
        SEED_DEMO_DATA: true,
        DEMO_AGENT_PASSWORD: 'sandbox-agent-pass',
        DEMO_STAFF_PASSWORD: 'sandbox-staff-pass',
      });
    }
  });

  it('are absent by default in production: no seed, no password', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.SEED_DEMO_DATA).toBe(false);
    expect(config.DEMO_AGENT_PASSWORD).toBeUndefined();
    expect(config.DEMO_STAFF_PASSWORD).toBeUndefined();
  });

  it('are refused when asked for in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA=false/);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_AGENT_PASSWORD: 'agent-password-1' })).toThrow(/Refusing DEMO_AGENT_PASSWORD in production/);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_STAFF_PASSWORD: 'staff-password-1' })).toThrow(/Refusing DEMO_STAFF_PASSWORD in production/);
  });
});

describe('PUBLIC_URL', () => {
  it('follows PORT outside production when unset', () => {
    expect(loadConfig({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is kept as its origin, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Hall.Example.com/' }).PUBLIC_URL).toBe('https://hall.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3210' }).PUBLIC_URL).toBe('http://127.0.0.1:3210');
  });

  it('must be an absolute http(s) address without path, query, fragment or login', () => {
    for (const address of [
      'hall.example.com',
      '/hall',
      'ftp://hall.example.com',
      'https://hall.example.com/hall',
      'https://hall.example.com?a=1',
      'https://hall.example.com/#top',
      'https://user:pass@hall.example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: address }), address).toThrow(/PUBLIC_URL: an absolute http\(s\) address/);
    }
  });

  it('is required in production, over https unless it is this machine', () => {
    const { PUBLIC_URL: _left, ...withoutAddress } = PRODUCTION;
    expect(() => loadConfig(withoutAddress)).toThrow(/PUBLIC_URL is required in production/);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://hall.example.com' })).toThrow(/PUBLIC_URL must be https:\/\/ in production/);
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3910', 'http://[::1]:3000']) {
      expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: local }).PUBLIC_URL, local).toBe(local);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes true, false, or a list of proxy addresses and subnets', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8, 192.168.0.0/255.255.0.0,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
    ]);
  });

  it('refuses a hop count, which cannot show the peer is a proxy, and anything not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count cannot show that the peer is a proxy/);
    for (const value of ['yes', 'proxy.example.com', '10.0.0.0/33', '10.0.0.5,', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: true, false, or a comma-separated list/);
    }
  });

  it('refuses true in production, where anyone could write the client address', () => {
    expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: 'true' })).toThrow(/Refusing TRUST_PROXY=true in production/);
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toEqual(['10.0.0.5']);
  });
});

describe('the client address behind listed proxies', () => {
  let api: TestApp | undefined;
  afterAll(() => api?.close());

  it('is read from X-Forwarded-For only when the peer is one of the proxies', async () => {
    api = await createTestApp({ TRUST_PROXY: '10.0.0.5,10.1.0.0/16' });
    api.app.get('/test/client-address', (request) => ({ ip: request.ip }));
    const addressSeen = async (peer: string, forwardedFor: string) =>
      (await api!.app.inject({ url: '/test/client-address', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } })).json<{ ip: string }>().ip;
    expect(await addressSeen('10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    // Through two listed proxies, the first address that is not one of them is the client.
    expect(await addressSeen('10.0.0.5', '198.51.100.1, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    // A client reaching the instance directly cannot choose its address.
    expect(await addressSeen('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
  });
});
